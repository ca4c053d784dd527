import { Badge, Group, Stack, Text } from '@mantine/core';
import type { NewsItem } from '../../../contracts/news';
import { sentimentShown, sentimentStyle } from '../../lib/news-format';
import { sentimentBasis, sentimentReasons, tickerSentiments } from '../../lib/sentiment-reasons';
import classes from './score-why.module.css';
import { WhyPopover } from './why-popover';

function Phrases({ label, phrases, pull }: { label: string; phrases: string[]; pull?: 'bullish' | 'bearish' }) {
  if (phrases.length === 0) return null;
  return (
    <Text size="sm">
      {label}{' '}
      {phrases.map((phrase, index) => (
        <span key={phrase}>
          {index > 0 && ', '}
          {pull ? (
            <mark className={classes.mark} data-pull={pull}>
              {phrase}
            </mark>
          ) : (
            phrase
          )}
        </span>
      ))}
    </Text>
  );
}

/** Assets the text treats apart from the article as a whole ("BTC bullish · ETH bearish"). */
function PerAsset({ item }: { item: NewsItem }) {
  const assets = tickerSentiments(item);
  if (assets.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text size="sm">By asset, where the text differs:</Text>
      <Group gap={6}>
        {assets.map(({ symbol, sentiment }) => (
          <Badge key={symbol} variant="light" tt="none" color={sentimentStyle(sentiment).color}>
            {symbol} {sentiment}
          </Badge>
        ))}
      </Group>
    </Stack>
  );
}

/** The "why?" beside the sentiment badge: the phrases that moved it, or what it rests on. */
export function SentimentWhy({ item }: { item: NewsItem }) {
  const reasons = sentimentReasons(item.score_reasons);
  const basis = sentimentBasis(item.sentiment, reasons, item.sentiment_note);
  const { label, note } = sentimentShown(item);
  return (
    <WhyPopover label="Why this sentiment?" title={note ? 'Why not assessed?' : `Why ${label}?`}>
      <Phrases label="Bullish words:" phrases={reasons.bullish} pull="bullish" />
      <Phrases label="Bearish words:" phrases={reasons.bearish} pull="bearish" />
      {basis === null ? (
        <Text size="xs" c="dimmed">
          Strongest first; where they appear in the summary they are highlighted.
        </Text>
      ) : (
        <Text size="sm">{basis}</Text>
      )}
      <Phrases label="Other notes:" phrases={reasons.other} />
      <PerAsset item={item} />
    </WhyPopover>
  );
}
