import { ActionIcon, Anchor, Button, Card, CloseButton, Group, Stack, Text } from '@mantine/core';
import { type KeyboardEvent, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { NewsItem } from '../../../contracts/news';
import { useWidgetRecommendations } from '../../api/recommendations';
import { dirOf, langOf, sentimentShown, stripMarkup } from '../../lib/news-format';
import classes from './recommendation-widget.module.css';
import { relativeTime } from './relative-time';

function SparkIcon() {
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden>
      <path d="M12 3l2.2 5.8L20 11l-5.8 2.2L12 19l-2.2-5.8L4 11l5.8-2.2z" strokeLinejoin="round" />
    </svg>
  );
}

/** The sentiment in its colour; a sentiment not assessed says why ("Not assessed for Japanese"), never Neutral. */
function SentimentWord({ item }: { item: Pick<NewsItem, 'sentiment' | 'sentiment_note'> }) {
  const shown = sentimentShown(item);
  return (
    <Text span c={shown.color} size="xs" fw={600}>
      {shown.note ?? shown.label}
    </Text>
  );
}

/**
 * The recommendations button of every screen (docs/product.md#floating-recommendations-widget):
 * three items refreshed every 5 minutes; a red pulsing dot when one the member has not seen in it
 * arrived while it was closed, cleared on opening. It sits in the header (or, `inline`, in the narrow screens'
 * navigation panel) rather than floating over the page, where it covered table buttons and card text.
 */
export function RecommendationWidget({ inline = false, onNavigate }: { inline?: boolean; onNavigate?: () => void }) {
  const [opened, setOpened] = useState(false);
  // The stories the member last saw in it: one that was not among them, arriving while it is
  // closed, shows the dot. (By the time of the answer, every refresh brought the dot back, new
  // stories or not.)
  const [seenIds, setSeenIds] = useState<ReadonlySet<number>>(new Set());
  const { data } = useWidgetRecommendations(true);
  const unseen = !opened && (data ?? []).some((item) => !seenIds.has(item.id));
  const show = (open: boolean) => {
    setOpened(open);
    setSeenIds(new Set((data ?? []).map((item) => item.id)));
  };

  const buttonRef = useRef<HTMLButtonElement>(null);
  // Escape, or the close button, hands the focus back to the button that opened it.
  const dismiss = () => {
    show(false);
    buttonRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !opened) return;
    event.stopPropagation();
    dismiss();
  };

  const follow = () => {
    show(false);
    onNavigate?.();
  };
  const trigger = {
    'aria-label': unseen ? 'Recommended for you (new)' : 'Recommended for you',
    'aria-expanded': opened,
    onClick: () => show(!opened),
    ref: buttonRef,
  };
  const dot = unseen && <span className={classes.dot} data-testid="widget-dot" />;

  return (
    <div className={inline ? classes.inline : classes.root} onKeyDown={onKeyDown}>
      {inline ? (
        <Button variant="light" radius="xl" leftSection={<SparkIcon />} className={classes.button} {...trigger}>
          Recommended for you
          {dot}
        </Button>
      ) : (
        <ActionIcon size={36} radius="xl" variant="filled" className={classes.button} {...trigger}>
          <SparkIcon />
          {dot}
        </ActionIcon>
      )}
      {opened && (
        <Card withBorder shadow="lg" padding="md" className={classes.card} role="dialog" aria-label="Recommended For You">
          <Group justify="space-between" mb="xs" wrap="nowrap">
            <Text fw={700}>Recommended For You</Text>
            <CloseButton aria-label="Close recommendations" onClick={dismiss} />
          </Group>
          <Stack gap="sm">
            {(data ?? []).length === 0 && (
              <Text size="sm" c="dimmed">
                No recommendations yet
              </Text>
            )}
            {(data ?? []).map((item) => (
              <Stack key={item.id} gap={2}>
                <Anchor component={Link} to={`/news/${item.id}`} size="sm" fw={600} c="inherit" lineClamp={2} onClick={follow} lang={langOf(item)} dir={dirOf(item)}>
                  {stripMarkup(item.title)}
                </Anchor>
                <Text size="xs" c="dimmed">
                  <SentimentWord item={item} />
                  {' · '}
                  {relativeTime(item.published_at)}
                </Text>
              </Stack>
            ))}
            <Anchor component={Link} to="/preferences" size="sm" onClick={follow}>
              Update your preferences
            </Anchor>
          </Stack>
        </Card>
      )}
    </div>
  );
}
