import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { NewsDetail } from '../../../contracts/news';
import { MarkedText } from '../../components/score-why/marked-text';
import { dirOf, langOf, summaryOf } from '../../lib/news-format';
import { sentimentReasons } from '../../lib/sentiment-reasons';

/**
 * The AI one-minute summary, else the feed's own text (docs/product.md#news-item-fields), with the
 * phrases that moved the sentiment marked (docs/product.md#why-this-score).
 */
export function SummarySection({ article }: { article: NewsDetail }) {
  const summary = summaryOf(article);
  return (
    <Stack gap="xs" component="section" aria-labelledby="one-minute-summary">
      <Group gap="xs" justify="space-between">
        <Title order={2} fz="lg" id="one-minute-summary">
          One-Minute Summary
        </Title>
        <Badge variant="default" tt="none">
          about 1 minute
        </Badge>
      </Group>
      {/* A feed's text may hold a word longer than the line (a pasted URL): it breaks rather than widen the page. */}
      <Text lh={1.65} lang={summary ? langOf(article) : undefined} dir={summary ? dirOf(article) : undefined} style={{ overflowWrap: 'anywhere' }}>{summary ? <MarkedText text={summary} reasons={sentimentReasons(article.score_reasons)} /> : 'No summary is available for this article yet.'}</Text>
    </Stack>
  );
}
