import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { NewsItem } from '../../../contracts/news';
import { useAuthDialog } from '../../components/auth-dialog/auth-dialog-context';
import { ExternalLinkIcon } from '../../components/market-overview/external-link-icon';
import { ScoreBadges, SentimentBadge } from '../../components/news-card/score-badges';
import type { Session } from '../../hooks/use-session';
import { dirOf, langOf, stripMarkup, summaryOf, timeAgo, truncate } from '../../lib/news-format';
import { explainNoOriginal, openableUrl } from '../../lib/original-link';
import { TickerLink } from '../../components/ticker-link/ticker-link';
import { MarkedText } from '../../components/score-why/marked-text';
import { ScoreWhy } from '../../components/score-why/score-why';
import { SentimentWhy } from '../../components/score-why/sentiment-why';
import { sentimentReasons } from '../../lib/sentiment-reasons';

// Without an AI summary the summary falls back to the article's text: the panel shows its opening.
const SUMMARY_LENGTH = 480;

interface ArticleDetailProps {
  item: NewsItem;
  session: Session;
  onBack: () => void;
}

function BackIcon() {
  return (
    <svg width={14} height={14} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden>
      <path d="M15 18l-6-6 6-6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function ReadOriginal({ url }: { url: string | null }) {
  const href = openableUrl(url);
  if (href) {
    return (
      <Button component="a" href={href} target="_blank" rel="noopener noreferrer" variant="default" rightSection={<ExternalLinkIcon />}>
        Read Original
      </Button>
    );
  }
  return (
    <Button variant="default" onClick={() => explainNoOriginal(url)}>
      Read Original
    </Button>
  );
}

function FullArticleAccess({ item, session }: { item: NewsItem; session: Session }) {
  const { open } = useAuthDialog();
  if (session.status === 'loading') return null;
  if (session.status === 'signed-in') {
    return (
      <Button component={Link} to={`/news/${item.id}`}>
        Open full article
      </Button>
    );
  }
  return (
    <Paper bg="var(--aw-surface-sunken)" p="sm" w="100%">
      <Text size="sm" c="dimmed">
        <Anchor component="button" type="button" size="sm" underline="always" onClick={() => open('login')}>
          Sign in
        </Anchor>{' '}
        to read the full article with its AI summary and tweet draft.
      </Text>
    </Paper>
  );
}

/** The selected feed item in the right column: what the card shows, in full, and where to read on. */
export function ArticleDetail({ item, session, onBack }: ArticleDetailProps) {
  const relevance = item.scoring.relevance_score;
  const summary = truncate(summaryOf(item), SUMMARY_LENGTH);
  // The panel (a region named by its title) takes the focus as it opens, so the next Tab is its
  // Back instead of the rest of the feed (the page scrolls it into view on phones, not the focus).
  const panelRef = useRef<HTMLElement>(null);
  useEffect(() => panelRef.current?.focus({ preventScroll: true }), [item.id]);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="article-detail-title" ref={panelRef} tabIndex={-1} style={{ outline: 'none' }}>
      <Group justify="space-between" mb="sm">
        <Button variant="subtle" size="compact-sm" color="gray" leftSection={<BackIcon />} onClick={onBack}>
          Back
        </Button>
        <Group gap={2} wrap="nowrap">
          <SentimentBadge item={item} />
          <SentimentWhy item={item} />
        </Group>
      </Group>
      <Stack gap="sm">
        <Text size="xs" c="dimmed">
          {/* bdi, not span: an Arabic or Hebrew name took the ages after it into its run. */}
          <Text component="bdi" inherit fw={700} c="teal">
            {item.source}
          </Text>{' '}
          · {timeAgo(item.published_at)} · {new Date(item.published_at).toLocaleString()}
        </Text>
        <Title order={2} fz="lg" lh={1.3} id="article-detail-title" lang={langOf(item)} dir={dirOf(item)}>
          {stripMarkup(item.title)}
        </Title>
        <Group gap={6}>
          <ScoreBadges item={item} why={(kind, score) => <ScoreWhy kind={kind} score={score} reasons={item.score_reasons} />} />
          {relevance !== null && (
            <Badge variant="light" color="gray" size="sm" tt="none">
              Relevance {relevance}
            </Badge>
          )}
        </Group>
        <Text size="sm" lh={1.6} lang={summary ? langOf(item) : undefined} dir={summary ? dirOf(item) : undefined}>
          {summary ? <MarkedText text={summary} reasons={sentimentReasons(item.score_reasons)} /> : 'No summary yet.'}
        </Text>
        {item.tickers.length > 0 && (
          <Group gap={6}>
            {item.tickers.map((ticker) => (
              <TickerLink key={ticker} symbol={ticker} variant="outline" />
            ))}
          </Group>
        )}
        <Group gap="sm">
          <ReadOriginal url={item.url} />
          <FullArticleAccess item={item} session={session} />
        </Group>
      </Stack>
    </Paper>
  );
}
