import { Badge, Button, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import { type Ref, useState } from 'react';
import type { AlertRule, Channel, ChannelType, TestResults } from '../../../../contracts/alerts';
import { TOPICS } from '../../../../contracts/topics';
import { readableMessage } from '../../../api/api-error';
import { useDeleteAlertRule, useSaveAlertRule, useTestAlert } from '../../../api/alerts';
import { tickerLabel } from '../../../lib/ticker-link';
import { PendingButton } from '../../../components/pending-button/pending-button';
import { showToast } from '../../../lib/toast';
import { channelName } from './channel-names';
import { ConfirmDelete } from './confirm-delete';
import { TestResultList } from './test-results';

const topicName = (id: string) => TOPICS.find((t) => t.id === id)?.name ?? id;
const SENTIMENT_NAMES = { bullish: 'Bullish', bearish: 'Bearish', neutral: 'Neutral' } as const;

/** What the rule matches, as chips: tickers, "keywords" in quotes, topics. */
function MatchChips({ rule }: { rule: AlertRule }) {
  const chips = [...rule.tickers.map(tickerLabel), ...rule.keywords.map((k) => `“${k}”`), ...rule.topics.map(topicName)];
  return (
    <Group gap={4} wrap="wrap" aria-label="Matches" role="list">
      {chips.map((chip) => (
        <Badge key={chip} role="listitem" size="sm" variant="light" color="blue" tt="none">
          {chip}
        </Badge>
      ))}
    </Group>
  );
}

interface Props {
  rule: AlertRule;
  channels: Channel[];
  /** The types this server offers, whose names tell apart channels of the same name. */
  types: ChannelType[];
  onEdit(): void;
  /** The rule is deleted: its row, and the dialog that had the focus, are going. */
  onDeleted(): void;
  /** The Edit button, which takes the focus back when the rule's form closes. */
  editRef: Ref<HTMLButtonElement>;
  /** The Delete button, which takes the focus when the rule before it is deleted. */
  deleteRef: Ref<HTMLButtonElement>;
}

/** One rule: what it matches and where it sends, its switch (saved at once), and Test, Edit and Delete. */
export function RuleRow({ rule, channels, types, onEdit, onDeleted, editRef, deleteRef }: Props) {
  const save = useSaveAlertRule();
  const test = useTestAlert();
  const remove = useDeleteAlertRule();
  const [results, setResults] = useState<TestResults['results'] | null>(null);
  const [confirming, setConfirming] = useState(false);

  const toggle = (enabled: boolean) => {
    const { name, tickers, keywords, topics, minImportance, sentiment, channels: refs } = rule;
    save.mutate(
      { id: rule.id, rule: { name, tickers, keywords, topics, minImportance, sentiment, channels: refs, enabled } },
      { onError: (error) => showToast({ title: 'Could not change the rule', message: readableMessage(error, ''), variant: 'destructive' }) },
    );
  };
  const runTest = async () => {
    setResults(null);
    try {
      setResults((await test.mutateAsync({ rule: rule.id })).results);
    } catch (error) {
      showToast({ title: 'Could not test the rule', message: readableMessage(error, ''), variant: 'destructive' });
    }
  };
  const confirmDelete = async () => {
    try {
      await remove.mutateAsync(rule.id);
      showToast({ title: `Rule "${rule.name}" deleted` });
      onDeleted();
    } catch (error) {
      showToast({ title: 'Could not delete the rule', message: readableMessage(error, ''), variant: 'destructive' });
    }
    setConfirming(false);
  };

  const conditions = [rule.minImportance > 0 ? `Importance ${rule.minImportance} or more` : null, rule.sentiment ? `${SENTIMENT_NAMES[rule.sentiment]} only` : null].filter((c) => c !== null);
  const busy = rule.sentLastHour > 0 || rule.heldLastHour > 0;
  return (
    <Paper withBorder radius="sm" p="sm" data-testid="rule-row">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
          <Text fw={600} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
            {rule.name}
          </Text>
          <Switch
            label={rule.enabled ? 'On' : 'Off'}
            // The words shown ("On" / "Off") open the name (WCAG 2.5.3), the rule's name telling the switches apart.
            aria-label={`${rule.enabled ? 'On' : 'Off'}: ${rule.name}`}
            checked={save.isPending ? !rule.enabled : rule.enabled}
            // Not disabled while it saves, which would drop the focus to the page's body: a change meanwhile is ignored.
            onChange={(event) => {
              if (!save.isPending) toggle(event.currentTarget.checked);
            }}
            style={{ flexShrink: 0 }}
          />
        </Group>
        <MatchChips rule={rule} />
        {conditions.length > 0 && (
          <Text size="xs" c="dimmed">
            {conditions.join(' · ')}
          </Text>
        )}
        {rule.channels.length > 0 ? (
          <Text size="xs" c="dimmed">
            Sends to {rule.channels.map((ref) => channelName(ref, channels, types)).join(', ')}
          </Text>
        ) : (
          // Its last channel was deleted, and the server turned it off: say what is missing and how to mend it.
          <Text size="xs" c="orange">
            Sends to no channel: edit the rule to pick one
          </Text>
        )}
        {busy && (
          <Text size="xs" c={rule.heldLastHour > 0 ? 'orange' : 'dimmed'}>
            Sent {rule.sentLastHour} / held {rule.heldLastHour} in the last hour
          </Text>
        )}
        <Group gap="xs" wrap="wrap">
          <PendingButton size="xs" variant="light" onClick={() => void runTest()} pending={test.isPending} aria-label={`Test ${rule.name}`}>
            Test
          </PendingButton>
          <Button size="xs" variant="default" ref={editRef} onClick={onEdit} aria-label={`Edit ${rule.name}`}>
            Edit
          </Button>
          <Button size="xs" variant="light" color="red" ref={deleteRef} onClick={() => setConfirming(true)} aria-label={`Delete ${rule.name}`}>
            Delete
          </Button>
        </Group>
        {results && <TestResultList results={results} />}
      </Stack>
      <ConfirmDelete
        opened={confirming}
        title="Delete this rule?"
        text={<>"<bdi>{rule.name}</bdi>" stops sending alerts. Alerts it already sent stay where they are. This cannot be undone.</>}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setConfirming(false)}
      />
    </Paper>
  );
}
