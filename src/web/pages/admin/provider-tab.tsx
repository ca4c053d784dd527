import { Alert, Badge, Button, Checkbox, Code, Group, Loader, Paper, Select, SimpleGrid, Stack, Table, Tabs, Text, TextInput, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import type { ActionResult, EndpointsView, LanguageConfig, ProviderStatus } from '../../../contracts/admin-provider';
import { estimatedDailyCalls, NEWS_CATEGORIES, POLL_INTERVAL_OPTIONS, PROVIDER_TIERS, TIER_KEYS } from '../../../contracts/admin-constants';
import { readableMessage } from '../../api/api-error';
import {
  useCategoryStats,
  useEndpoints,
  useLanguageConfig,
  useManualFetch,
  useProviderStatus,
  useRefreshCategories,
  useSaveEndpoints,
  useSetLanguages,
  useSetPolling,
  useSetTier,
  useToggleCategorized,
} from '../../api/admin';
import { useTabParam } from '../../hooks/use-tab-param';
import { showToast } from '../../lib/toast';
import { errorToast, formatDateTime } from './shared';
import { PendingButton } from '../../components/pending-button/pending-button';
import { ScrollX } from '../../components/scroll-x/scroll-x';

// The charts (recharts) load with the Statistics sub-tab only.
const StatisticsPanel = lazy(() => import('./provider-statistics').then((m) => ({ default: m.StatisticsPanel })));

/**
 * Runs a mutation with its success toast, or its failure toast with the server's reason.
 * Through the promise, not mutate()'s callbacks: those are dropped when the refreshed data
 * remounts the editor before they run.
 */
function run<T, R>(mutateAsync: (input: T) => Promise<R>, input: T, success: string | ((result: R) => string), failure: string): void {
  mutateAsync(input).then(
    (result) => showToast({ title: typeof success === 'string' ? success : success(result) }),
    (error: unknown) => errorToast(`${failure}: ${readableMessage(error, 'unknown error')}`),
  );
}

/** A fetch asked for now: the server says how many sources started, or that there was nothing to fetch. */
const serverMessage = (result: ActionResult) => result.message;

/** Working or Error; and before that, whether the plugin is there and has what it needs to call the API. */
function StatusBadge({ data }: { data: ProviderStatus }) {
  const [badge, color, text] = !data.installed
    ? ['Not installed', 'gray', 'The Marketaux plugin is not installed']
    : data.missingSettings.length > 0
      ? ['Not configured', 'gray', `Set ${data.missingSettings.join(' and ')} in the server's environment to turn it on`]
      : data.isApiWorking
        ? ['Working', 'teal', 'API operational']
        : ['Error', 'red', data.lastError ?? 'The last call failed'];
  return (
    <>
      <Badge color={color} size="lg" mt={4}>{badge}</Badge>
      <Text size="xs" c={color === 'red' ? 'red' : 'dimmed'} mt={4} lineClamp={3}>{text}</Text>
    </>
  );
}

function StatusPanel() {
  const { data, error } = useProviderStatus();
  if (error) return <Alert color="red">{readableMessage(error, 'Failed to load')}</Alert>;
  if (!data) return <Loader size="sm" />;
  const cards = [
    ['Current Tier', data.tier.name, `${data.tier.limit} articles per call`],
    ['API Calls Today', `${data.dailyCalls} / ${data.tier.maxCallsPerDay}`, 'of the daily limit'],
    ['Poll Interval', `${data.tier.pollIntervalMinutes} minutes`, `${data.sources} active sources`],
  ] as const;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
      {cards.map(([label, value, note]) => (
        <Paper key={label} withBorder p="md" radius="md" data-testid={`status-${label}`}>
          <Text size="sm" c="dimmed">{label}</Text>
          <Text fw={700} size="lg">{value}</Text>
          <Text size="xs" c="dimmed">{note}</Text>
        </Paper>
      ))}
      <Paper withBorder p="md" radius="md" data-testid="status-Status">
        <Text size="sm" c="dimmed">Status</Text>
        <StatusBadge data={data} />
      </Paper>
    </SimpleGrid>
  );
}

function ConfigurationPanel() {
  const { data } = useProviderStatus();
  const setTier = useSetTier();
  const setPolling = useSetPolling();
  const toggle = useToggleCategorized();
  if (!data) return <Loader size="sm" />;
  return (
    <Stack maw={520}>
      <Select
        label="Tier"
        data={TIER_KEYS.map((key) => ({ value: key, label: `${PROVIDER_TIERS[key].name}: ${PROVIDER_TIERS[key].limit} articles per call, ${PROVIDER_TIERS[key].maxCallsPerDay.toLocaleString()} calls per day` }))}
        value={data.tier.key}
        allowDeselect={false}
        // Not disabled while it saves, which would drop the focus to the page's body: a choice meanwhile is ignored.
        onChange={(key) => key && !setTier.isPending && run(setTier.mutateAsync, key, `Tier updated to ${PROVIDER_TIERS[key as keyof typeof PROVIDER_TIERS].name}`, 'Failed to update tier')}
      />
      <Select
        label="Poll interval"
        data={POLL_INTERVAL_OPTIONS.map((n) => ({ value: String(n), label: `${n} minute${n === 1 ? '' : 's'}` }))}
        value={String(data.tier.pollIntervalMinutes)}
        allowDeselect={false}
        onChange={(v) => v && !setPolling.isPending && run(setPolling.mutateAsync, Number(v), `Polling interval updated to ${v} minutes`, 'Failed to update polling interval')}
      />
      <Group justify="space-between">
        <Text size="sm">Categorized service: <strong>{data.categorizedEnabled ? 'enabled' : 'disabled'}</strong></Text>
        <PendingButton size="xs" variant="light" pending={toggle.isPending} onClick={() => run(toggle.mutateAsync, !data.categorizedEnabled, `Categorized News Service ${data.categorizedEnabled ? 'disabled' : 'enabled'}`, 'Failed to toggle categorized service')}>
          {data.categorizedEnabled ? 'Disable' : 'Enable'}
        </PendingButton>
      </Group>
      <Paper withBorder p="sm">
        <Text size="sm">Estimated daily calls: <strong data-testid="estimated-calls">{estimatedDailyCalls(data.tier.pollIntervalMinutes, data.categorizedEnabled).toLocaleString()}</strong></Text>
        <Text size="xs" c="dimmed">1440 ÷ poll interval (rounded up){data.categorizedEnabled ? ' + 1440 for the categorized service' : ''}; the tier allows {data.tier.maxCallsPerDay.toLocaleString()}, and no call is made past that.</Text>
      </Paper>
    </Stack>
  );
}

// Chromium clips a fixed-height input's text to the font's own box, and DejaVu Sans Mono (the
// monospace font of many Linux desktops) draws "_" just below it: at 1× pixel density every
// underscore vanished. Sized by its line and padding instead, the text gets room below it.
const ENDPOINT_INPUT = { fontFamily: 'var(--mantine-font-family-monospace)', height: 'auto', lineHeight: 1.6, paddingBlock: 6 };

function EndpointsPanel() {
  const { data } = useEndpoints();
  if (!data) return <Loader size="sm" />;
  // Keyed by what was saved, so the editor starts again from the server's copy after a save.
  return <EndpointsEditor key={JSON.stringify(data.endpoints)} data={data} />;
}

function EndpointsEditor({ data }: { data: EndpointsView }) {
  const save = useSaveEndpoints();
  const [draft, setDraft] = useState<Record<string, string>>(data.endpoints);
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        Each category's endpoint is a path under the base URL <Code>{data.baseUrl}</Code> with the query that selects its news. The server adds
        <Code>api_token</Code>, <Code>language</Code>, <Code>limit</Code> (the tier's articles per call) and <Code>page</Code> itself. Leave a field empty for the default.
      </Text>
      {NEWS_CATEGORIES.map((c) => (
        <TextInput
          key={c.id}
          label={c.name}
          value={draft[c.id] ?? ''}
          placeholder={data.defaults[c.id]}
          onChange={(e) => setDraft({ ...draft, [c.id]: e.currentTarget.value })}
          styles={{ input: ENDPOINT_INPUT }}
        />
      ))}
      <Group>
        <PendingButton pending={save.isPending} onClick={() => run(save.mutateAsync, draft, 'Endpoints saved', 'Failed to save endpoints')}>Save</PendingButton>
        <Button variant="default" onClick={() => setDraft(data.defaults)}>Restore defaults</Button>
      </Group>
    </Stack>
  );
}

function CategoriesPanel() {
  const { data, error } = useCategoryStats();
  const status = useProviderStatus();
  const toggle = useToggleCategorized();
  const refresh = useRefreshCategories();
  const manual = useManualFetch();
  if (error) return <Alert color="red">{readableMessage(error, 'Failed to load')}</Alert>;
  if (!data || !status.data) return <Loader size="sm" />;
  const tier = status.data.tier.name;
  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <Text size="sm">The Categorized News Service is <strong>{data.enabled ? 'enabled' : 'disabled'}</strong>.</Text>
        <PendingButton size="xs" variant="light" pending={toggle.isPending} onClick={() => run(toggle.mutateAsync, !data.enabled, `Categorized News Service ${data.enabled ? 'disabled' : 'enabled'}`, 'Failed to toggle categorized service')}>
          {data.enabled ? 'Disable' : 'Enable'}
        </PendingButton>
      </Group>
      <ScrollX label="Categories">
        <Table striped miw={640}>
          <Table.Thead>
            <Table.Tr>{['Category', 'Endpoint', 'Articles', 'Last Fetch', 'Status'].map((h) => <Table.Th key={h}>{h}</Table.Th>)}</Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.categories.map((c) => (
              <Table.Tr key={c.id}>
                <Table.Td>{c.name}</Table.Td>
                <Table.Td maw={280}><Text size="xs" ff="monospace" lineClamp={2}>{c.endpoint}</Text></Table.Td>
                <Table.Td>{c.count}</Table.Td>
                <Table.Td>{formatDateTime(c.lastFetch)}</Table.Td>
                <Table.Td><Badge color={c.count > 0 ? 'teal' : 'gray'} variant="light">{c.count > 0 ? 'Active' : 'No Data'}</Badge></Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollX>
      <Alert color="blue" variant="light">
        When enabled, the five categories are fetched at the poll interval, each with the tier's articles per call; every call counts against the tier's daily limit.
      </Alert>
      <Group>
        <PendingButton size="xs" variant="default" pending={refresh.isPending} onClick={() => run(refresh.mutateAsync, tier, serverMessage, 'Failed to refresh categories')}>Refresh Categories</PendingButton>
        <PendingButton size="xs" pending={manual.isPending} onClick={() => run(manual.mutateAsync, undefined, serverMessage, 'Failed to trigger manual fetch')}>Manual Fetch Now</PendingButton>
      </Group>
    </Stack>
  );
}

function LanguagesPanel() {
  const { data, error } = useLanguageConfig();
  if (error) return <Alert color="red">{readableMessage(error, 'Failed to load')}</Alert>;
  if (!data) return <Loader size="sm" />;
  return <LanguagesEditor key={data.currentConfig.updated_at} data={data} />;
}

function LanguagesEditor({ data }: { data: LanguageConfig }) {
  const save = useSetLanguages();
  const [selected, setSelected] = useState<string[]>(data.currentConfig.enabled_languages);
  function submit(): void {
    if (selected.length === 0) {
      errorToast('Please select at least one language');
      return;
    }
    run(save.mutateAsync, selected, `Language configuration updated (${selected.length} languages selected)`, 'Failed to update language configuration');
  }
  return (
    <Stack>
      <Checkbox.Group value={selected} onChange={setSelected} label="Languages fetched">
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} mt="xs">
          {data.availableLanguages.map((l) => <Checkbox key={l.code} value={l.code} label={`${l.name} (${l.code})`} />)}
        </SimpleGrid>
      </Checkbox.Group>
      <Text size="sm">{selected.length} selected</Text>
      <Group>
        <PendingButton onClick={submit} disabled={selected.length === 0} pending={save.isPending}>Update Language Configuration</PendingButton>
      </Group>
      <Text size="xs" c="dimmed">Sent as the language filter of every call. More languages do not cost more calls, but share each call's articles.</Text>
    </Stack>
  );
}

const PROVIDER_SECTIONS = ['status', 'configuration', 'endpoints', 'categories', 'languages', 'statistics'] as const;

/** 'Marketaux API Configuration': six sub-tabs over the provider's real state. */
export function ProviderTab() {
  const status = useProviderStatus();
  const manual = useManualFetch();
  const [section, setSection] = useTabParam('section', PROVIDER_SECTIONS, 'status');
  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h4">Marketaux API Configuration</Title>
        <Group gap="xs">
          <PendingButton size="xs" variant="default" pending={status.isFetching} onClick={() => void status.refetch()}>Refresh</PendingButton>
          <PendingButton size="xs" pending={manual.isPending} onClick={() => run(manual.mutateAsync, undefined, serverMessage, 'Failed to trigger manual fetch')}>Manual Fetch</PendingButton>
        </Group>
      </Group>
      <Tabs value={section} onChange={setSection} keepMounted={false} variant="pills">
        <ScrollX label="Marketaux sections" selected={section}>
          <Tabs.List mb="md" style={{ flexWrap: 'nowrap' }}>
          <Tabs.Tab value="status">Status</Tabs.Tab>
          <Tabs.Tab value="configuration">Configuration</Tabs.Tab>
          <Tabs.Tab value="endpoints">Endpoints</Tabs.Tab>
          <Tabs.Tab value="categories">Categorized Service</Tabs.Tab>
          <Tabs.Tab value="languages">Languages</Tabs.Tab>
          <Tabs.Tab value="statistics">Statistics</Tabs.Tab>
          </Tabs.List>
        </ScrollX>
        <Tabs.Panel value="status"><StatusPanel /></Tabs.Panel>
        <Tabs.Panel value="configuration"><ConfigurationPanel /></Tabs.Panel>
        <Tabs.Panel value="endpoints"><EndpointsPanel /></Tabs.Panel>
        <Tabs.Panel value="categories"><CategoriesPanel /></Tabs.Panel>
        <Tabs.Panel value="languages"><LanguagesPanel /></Tabs.Panel>
        <Tabs.Panel value="statistics">
          <Suspense fallback={<Loader size="sm" />}><StatisticsPanel /></Suspense>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
