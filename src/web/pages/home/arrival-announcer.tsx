import { VisuallyHidden } from '@mantine/core';
import type { Arrival } from '../../hooks/use-live-updates';

/**
 * Tells screen readers "N new articles" when live news arrives, politely, once they finish what
 * they are reading (docs/product.md#home). The region is there from the start, as screen readers
 * only follow regions they have seen; each arrival is a new node, so the same count is heard again.
 */
export function ArrivalAnnouncer({ arrival }: { arrival: Arrival | null }) {
  return (
    <VisuallyHidden role="status" aria-live="polite">
      {arrival && <span key={arrival.key}>{arrival.count} new {arrival.count === 1 ? 'article' : 'articles'}</span>}
    </VisuallyHidden>
  );
}
