import '@mantine/charts/styles.css';
import { BarChart, DonutChart } from '@mantine/charts';
import { Alert, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { readableMessage } from '../../api/api-error';
import { useProviderStatistics } from '../../api/admin';
import { ArticleLanguagesCard } from './article-languages-card';

const COLORS = ['blue.6', 'teal.6', 'orange.6', 'grape.6', 'red.6', 'cyan.6', 'lime.6', 'pink.6'];

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="sm" c="dimmed">{label}</Text>
      <Text fw={700} size="lg">{value}</Text>
    </Paper>
  );
}

const ms = (n: number | null) => (n === null ? '—' : `${Math.round(n)} ms`);

/** The last 7 days of our own records of the provider's calls, drawn as charts. */
function ProviderCharts() {
  const { data, error } = useProviderStatistics();
  if (error) return <Alert color="red">{readableMessage(error, 'Failed to load statistics')}</Alert>;
  if (!data) return <Loader size="sm" />;
  if (data.totals.calls === 0) return <Text c="dimmed">No calls to Marketaux in the last {data.days} days yet: the figures appear with the first fetch.</Text>;
  return (
    <Stack>
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        <Figure label={`API calls (${data.days} days)`} value={data.totals.calls.toLocaleString()} />
        <Figure label="Articles received" value={data.totals.articles.toLocaleString()} />
        <Figure label="Success rate" value={data.totals.successRate === null ? '—' : `${data.totals.successRate}%`} />
        <Figure label="Response p50 / p95 / p99" value={`${ms(data.responseMs.p50)} / ${ms(data.responseMs.p95)} / ${ms(data.responseMs.p99)}`} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Paper withBorder p="md" data-testid="chart-per-day">
          <Title order={3} size="h6" mb="sm">Calls and articles per day</Title>
          <BarChart h={220} withLegend data={data.perDay} dataKey="day" series={[{ name: 'calls', color: 'blue.6' }, { name: 'articles', color: 'teal.6' }]} />
        </Paper>
        <Paper withBorder p="md" data-testid="chart-per-endpoint">
          <Title order={3} size="h6" mb="sm">Calls per endpoint</Title>
          <BarChart h={220} withLegend data={data.perEndpoint} dataKey="category" series={[{ name: 'calls', color: 'blue.6' }, { name: 'articles', color: 'teal.6' }]} />
        </Paper>
        <Paper withBorder p="md" data-testid="chart-response">
          <Title order={3} size="h6" mb="sm">Response time per endpoint (ms)</Title>
          <BarChart h={220} withLegend data={data.perEndpoint.map((e) => ({ category: e.category, p50: e.p50 ?? 0, p95: e.p95 ?? 0 }))} dataKey="category" series={[{ name: 'p50', color: 'cyan.6' }, { name: 'p95', color: 'orange.6' }]} />
        </Paper>
        <Paper withBorder p="md" data-testid="chart-languages">
          <Title order={3} size="h6" mb="sm">Languages of the articles</Title>
          <DonutChart
            mx="auto"
            withLabelsLine
            withLabels
            data={data.languages.map((l, i) => ({ name: `${l.code} (${l.share}%)`, value: l.articles, color: COLORS[i % COLORS.length]! }))}
          />
        </Paper>
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        Success rate and response times are per API call; a call that reached the daily limit is never sent, so it is not counted.
      </Text>
    </Stack>
  );
}

/** Statistics: the provider's calls, then the languages of the articles of every source. */
export function StatisticsPanel() {
  return (
    <Stack>
      <ProviderCharts />
      <ArticleLanguagesCard />
    </Stack>
  );
}
