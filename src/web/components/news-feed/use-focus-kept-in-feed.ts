import { type FocusEvent, useLayoutEffect, useRef } from 'react';

const CARD = 'article[data-news-id]';

interface LastFocus {
  element: HTMLElement;
  /** The ids of the cards after its own, nearest first. */
  after: string[];
}

function cardsOf(feed: HTMLElement): HTMLElement[] {
  return [...feed.querySelectorAll<HTMLElement>(`:scope > ${CARD}`)];
}

/**
 * A card that leaves the feed while it holds the focus (its story muted from its own menu, its
 * asset unwatched under the Watchlist filter) would drop the focus to the page's body (WCAG
 * 2.4.3): it goes to the next card still shown, else the last one, on its story menu (else its
 * title), unless the reader has put it somewhere already. `shown` changes with what the feed draws.
 */
export function useFocusKeptInFeed(shown: unknown) {
  const feed = useRef<HTMLDivElement>(null);
  const last = useRef<LastFocus | null>(null);

  // A menu's items are in a portal: their focus events bubble here through React, from outside the feed.
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const card = event.target.closest<HTMLElement>(CARD);
    if (!feed.current || !card || !feed.current.contains(card)) return;
    const cards = cardsOf(feed.current);
    last.current = { element: event.target, after: cards.slice(cards.indexOf(card) + 1).map((next) => next.dataset.newsId ?? '') };
  };

  useLayoutEffect(() => {
    const lost = last.current;
    const focused = document.activeElement;
    if (!feed.current || !lost || lost.element.isConnected || (focused !== null && focused !== document.body)) return;
    const cards = cardsOf(feed.current);
    const next = cards.find((card) => lost.after.includes(card.dataset.newsId ?? '')) ?? cards.at(-1);
    next?.querySelector<HTMLElement>('[aria-label="Story menu"], [data-card-title]')?.focus();
  }, [shown]);

  return { feedRef: feed, onFeedFocus: onFocus };
}
