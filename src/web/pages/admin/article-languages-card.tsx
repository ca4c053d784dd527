import { Alert, Group, Loader, Paper, Progress, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { LanguageStats } from '../../../contracts/admin-languages';
import { readableMessage } from '../../api/api-error';
import { useArticleLanguages } from '../../api/admin';

const PERIODS = ['7', '30', '90'];

function percentOf(part: number, whole: number): number {
  return whole === 0 ? 0 : (100 * part) / whole;
}

/** One language: its name, a bar of its share (the part not assessed in grey) and its counts. */
function LanguageBar({ language, total }: { language: LanguageStats['languages'][number]; total: number }) {
  const assessed = language.articles - language.notAssessed;
  return (
    <Stack gap={2} data-language={language.code}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" fw={600} truncate>
          {language.name}{' '}
          <Text span size="xs" c="dimmed">
            {language.code}
          </Text>
        </Text>
        <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
          {language.articles.toLocaleString()} · {language.share}%{language.notAssessed > 0 && ` · ${language.notAssessed.toLocaleString()} not assessed`}
        </Text>
      </Group>
      <Progress.Root size="md" aria-hidden>
        <Progress.Section value={percentOf(assessed, total)} color="blue.6" />
        <Progress.Section value={percentOf(language.notAssessed, total)} color="gray.6" striped />
      </Progress.Root>
    </Stack>
  );
}

/**
 * Articles by detected language, from every source (docs/product.md#admin-dashboard): how much of
 * the news is in each language and how much the enricher could not assess.
 */
export function ArticleLanguagesCard() {
  const [days, setDays] = useState('30');
  const { data, error } = useArticleLanguages(Number(days));
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="article-languages-title" data-testid="chart-article-languages">
      <Group justify="space-between" gap="xs" mb="sm">
        <Title order={3} size="h6" id="article-languages-title">
          Articles by detected language
        </Title>
        <SegmentedControl size="xs" value={days} onChange={setDays} data={PERIODS.map((p) => ({ value: p, label: `${p} days` }))} aria-label="Period" />
      </Group>
      {error && <Alert color="red">{readableMessage(error, 'Failed to load article languages')}</Alert>}
      {!data && !error && <Loader size="sm" />}
      {data && data.total === 0 && <Text c="dimmed" size="sm">No articles published in the last {data.days} days.</Text>}
      {data && data.total > 0 && (
        <Stack gap="sm">
          <Text size="sm">
            All sources, last {data.days} days: {data.total.toLocaleString()} articles;{' '}
            <Text span fw={700}>
              {data.notAssessedShare}% not assessed
            </Text>{' '}
            ({data.notAssessed.toLocaleString()}), whose language the enricher cannot read.
          </Text>
          {data.languages.map((language) => (
            <LanguageBar key={language.code} language={language} total={data.total} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}
