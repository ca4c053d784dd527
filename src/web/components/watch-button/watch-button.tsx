import { useToggleWatch, useWatchlist } from '../../api/watchlist';
import { PendingButton } from '../pending-button/pending-button';
import { readableMessage } from '../../api/api-error';
import { useSession } from '../../hooks/use-session';
import { showToast } from '../../lib/toast';
import { tickerLabel } from '../../lib/ticker-link';

/**
 * Watch / Watching for one asset (docs/product.md#watchlist) for signed-in members; nothing for the
 * signed-out, who have no watchlist. It keeps the focus while it saves. Its name says what a press
 * does ("Stop watching $BTC"), so it is not also aria-pressed: that read "Stop watching $BTC, pressed".
 */
export function WatchButton({ symbol }: { symbol: string }) {
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const watchlist = useWatchlist(signedIn);
  const toggle = useToggleWatch();
  if (!signedIn) return null;
  const watching = watchlist.data?.symbols.includes(symbol) ?? false;
  const label = tickerLabel(symbol);
  return (
    <PendingButton
      size="xs"
      variant={watching ? 'filled' : 'default'}
      color="teal"
      // Beside a long name on a phone ("Advanced Micro Devices"), the name wraps: the button kept
      // shrinking to "☆ Wat".
      style={{ flexShrink: 0 }}
      aria-label={watching ? `Stop watching ${label}` : `Watch ${label}`}
      pending={toggle.isPending || watchlist.isLoading}
      onClick={() => toggle.mutate({ symbol, watch: !watching }, { onError: (error) => showToast({ title: 'Error', message: readableMessage(error, 'Failed to save watchlist'), variant: 'destructive' }) })}
    >
      {watching ? '★ Watching' : '☆ Watch'}
    </PendingButton>
  );
}
