import { Anchor, Badge, Group, List, Skeleton, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useInstance } from '../../api/instance';
import { TextPage, TextSection } from '../../components/layout/text-page';

function hostOf(url: string): string {
  return URL.canParse(url) ? new URL(url).host : url;
}

function SourceList({ sources }: { sources: string[] }) {
  if (sources.length === 0) return <Text c="dimmed">No news source is enabled yet.</Text>;
  return (
    // A name with no space to wrap at breaks rather than widen the page.
    <List spacing={4} style={{ overflowWrap: 'anywhere' }}>
      {sources.map((name) => (
        <List.Item key={name}>{name}</List.Item>
      ))}
    </List>
  );
}

/** /about: what this site is, the version it runs and the sources it reads. */
export function AboutPage() {
  const { data, isPending, isError } = useInstance();
  return (
    <TextPage title="About this site" lead="A self-hosted news wire for finance, markets and crypto.">
      <TextSection title="What this is">
        <Text>
          This site{data ? ` (${hostOf(data.publicUrl)})` : ''} runs AlphaWire, open-source software its operator hosts. It reads the news
          sources below, and for every story it rates the sentiment, how important and how popular it is, and writes a one-minute
          summary. Those ratings are made by software: they are estimates, not investment advice.
        </Text>
        <Text>
          Anyone can read the live feed. Members also read whole articles with their summaries and can post stories to X with their
          own credentials. See the <Anchor component={Link} to="/privacy" underline="always">privacy page</Anchor> for what that keeps, and the{' '}
          <Anchor component={Link} to="/api-docs" underline="always">API page</Anchor> to read the feed from a program.
        </Text>
      </TextSection>
      <TextSection title="Version">
        <Group gap="xs">
          <Text>AlphaWire</Text>
          {data ? (
            <Badge variant="outline" color="gray" tt="none">
              v{data.version}
            </Badge>
          ) : (
            <Skeleton h={20} w={60} />
          )}
        </Group>
      </TextSection>
      <TextSection title="Sources">
        <Text c="dimmed" size="sm">
          The feeds and news services this site reads, as its operator named them.
        </Text>
        {isPending && <Skeleton h={80} />}
        {isError && <Text c="dimmed">The list of sources could not be loaded.</Text>}
        {data && <SourceList sources={data.sources} />}
      </TextSection>
      {data?.contactUrl && (
        <TextSection title="Contact">
          <Text>
            Questions about this site go to its operator:{' '}
            <Anchor href={data.contactUrl} underline="always">{data.contactUrl.replace(/^mailto:/, '')}</Anchor>.
          </Text>
        </TextSection>
      )}
    </TextPage>
  );
}
