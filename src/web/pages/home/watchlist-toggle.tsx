import { Button } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { useSession } from '../../hooks/use-session';

/**
 * The home feed's Watchlist filter (docs/product.md#watchlist): pressed, the feed shows the news of
 * the member's watched assets. Kept in the address like the other filters, each change a history
 * entry; members only.
 */
export function WatchlistToggle({ on }: { on: boolean }) {
  const session = useSession();
  const [, setParams] = useSearchParams();
  if (session.status !== 'signed-in') return null;
  const toggle = () =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (on) next.delete('watchlist');
      else {
        // The watchlist names its own tickers: a ticker filter beside it is refused.
        next.delete('ticker');
        next.set('watchlist', 'true');
      }
      return next;
    });
  return (
    <Button size="xs" variant={on ? 'filled' : 'default'} color="teal" aria-pressed={on} onClick={toggle}>
      {on ? '★ Watchlist' : '☆ Watchlist'}
    </Button>
  );
}
