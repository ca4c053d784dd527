import { Badge, Card, Group, Highlight, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { memo, type SyntheticEvent } from 'react';
import { languageName } from '../../../contracts/languages-constants';
import type { NewsItem } from '../../../contracts/news';
import { assetSentimentShown, dirOf, langOf, languageTag, stripMarkup, summaryOf, timeAgo, truncate } from '../../lib/news-format';
import { StoryMenu } from './story-menu';
import classes from './news-card.module.css';
import { ScoreBadges, SentimentBadge } from './score-badges';
import { TickerLink } from '../ticker-link/ticker-link';
import { tickerLabel } from '../../lib/ticker-link';

// docs/product.md#sizes-and-limits: the card summary is cut at 120 characters.
const SUMMARY_LENGTH = 120;
const MAX_CATEGORIES = 3;
const MAX_TICKERS = 4;

interface NewsCardProps {
  item: NewsItem;
  /** Words to mark in the title and summary (the current search). */
  highlight: string[];
  /** The keyboard cursor (j/k) is on this card. */
  cursor: boolean;
  /** This card's article is open in the detail panel. */
  selected: boolean;
  onSelect: (item: NewsItem) => void;
  /** The one asset the feed is filtered to, whose own sentiment the badge shows. */
  asset: string | null;
  /** The title's heading element: one level below the heading the feed sits under. */
  heading: 'h2' | 'h3';
}

// The first locale formatting of a page loads ICU data (about 45 ms in Chromium), which would
// lengthen the feed's first render; the tooltip's full date is formatted on the first hover.
function addLocalTimeTitle(event: SyntheticEvent<HTMLElement>): void {
  const time = event.currentTarget;
  if (!time.title) time.title = new Date(time.getAttribute('datetime') ?? '').toLocaleString();
}

function Byline({ item }: { item: NewsItem }) {
  return (
    <Group gap={6} wrap="nowrap" miw={0}>
      {/* Cut to the room left beside the badge and menu: the whole name in its tooltip. */}
      <Text size="xs" fw={700} c="teal" truncate title={item.source}>
        {item.source}
      </Text>
      <Text size="xs" c="dimmed" aria-hidden>
        ·
      </Text>
      <Text size="xs" c="dimmed" component="time" dateTime={item.published_at} onMouseEnter={addLocalTimeTitle}>
        {timeAgo(item.published_at)}
      </Text>
      <LanguageTag item={item} />
    </Group>
  );
}

/** "ES" on a story not in English, so readers know before opening it. */
function LanguageTag({ item }: { item: NewsItem }) {
  const tag = languageTag(item);
  if (tag === null) return null;
  const name = languageName(item.language);
  return (
    <Badge variant="outline" color="gray" size="xs" radius="sm" title={`In ${name}`} style={{ flexShrink: 0 }}>
      <span aria-hidden>{tag}</span>
      <VisuallyHidden>In {name}</VisuallyHidden>
    </Badge>
  );
}

function Categories({ item }: { item: NewsItem }) {
  return item.categories.slice(0, MAX_CATEGORIES).map((category) => (
    <Badge key={category} variant="outline" color="gray" size="sm" tt="none">
      {category}
    </Badge>
  ));
}

/** The assets the story is about, each a link to its news (docs/product.md#feed-filters). */
function Tickers({ item }: { item: NewsItem }) {
  return item.tickers.slice(0, MAX_TICKERS).map((ticker) => <TickerLink key={ticker} symbol={ticker} label={tickerLabel(ticker)} />);
}

/**
 * One feed item: source, time, sentiment, the mute menu (members only), title, 120-character
 * summary, scores, tickers and categories. A card is some fifty Mantine components: re-rendered
 * with the page each time the session, the live stream or a side panel changed it, a page of 20
 * made long tasks of 100 ms and more on a phone, so a card renders again only when its own props change.
 */
export const NewsCard = memo(function NewsCard({ item, highlight, cursor, selected, onSelect, asset, heading }: NewsCardProps) {
  const sentimentColor = `var(--mantine-color-${assetSentimentShown(item, asset).color}-6)`;
  const lang = langOf(item);
  const dir = dirOf(item);
  return (
    <Card
      component="article"
      withBorder
      padding="md"
      className={classes.card}
      mod={{ cursor, selected }}
      data-news-id={item.id}
      aria-current={selected || undefined}
      style={{ '--sentiment-color': sentimentColor }}
      onClick={() => onSelect(item)}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Byline item={item} />
        {/* Never squeezed: a long source name gives way instead (Byline). */}
        <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
          <SentimentBadge item={item} asset={asset} />
          <StoryMenu item={item} />
        </Group>
      </Group>
      {/* A button so the card can be opened from the keyboard; its click bubbles to the card. The
          detail panel's Back gives the focus back to it. */}
      <UnstyledButton className={classes.title} mt={8} data-card-title>
        <Highlight component={heading} lang={lang} dir={dir} highlight={highlight} fz="md" fw={700} lh={1.35} m={0} c="bright" className={classes.wrap}>
          {stripMarkup(item.title)}
        </Highlight>
      </UnstyledButton>
      <Highlight lang={lang} dir={dir} highlight={highlight} size="sm" c="dimmed" mt={6} className={classes.wrap}>
        {truncate(summaryOf(item), SUMMARY_LENGTH)}
      </Highlight>
      <Group gap={6} mt="sm">
        <ScoreBadges item={item} />
        <Tickers item={item} />
        <Categories item={item} />
      </Group>
    </Card>
  );
});
