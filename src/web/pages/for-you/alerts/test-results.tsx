import { List, Text } from '@mantine/core';
import type { TestResults } from '../../../../contracts/alerts';

/** What a Test did, channel by channel: sent, or the reason it was not. */
export function TestResultList({ results }: { results: TestResults['results'] }) {
  if (results.length === 0) {
    return (
      <Text size="sm" c="dimmed" role="status">
        Nothing was sent: this rule has no channel that can send.
      </Text>
    );
  }
  return (
    <List size="sm" spacing={2} role="status" aria-label="Test results" data-testid="test-results">
      {results.map((result) => (
        <List.Item key={String(result.channel)}>
          <Text span size="sm" c={result.ok ? 'teal' : 'red'} fw={600}>
            {result.ok ? 'Sent' : 'Failed'}
          </Text>{' '}
          <Text span size="sm">
            to <bdi>{result.name}</bdi>
            {result.error ? `: ${result.error}` : ''}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}
