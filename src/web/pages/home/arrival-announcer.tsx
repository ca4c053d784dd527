import type { Arrival } from '../../hooks/use-live-updates';
import { PoliteAnnouncer } from '../../components/polite-announcer';

/** Tells screen readers "N new articles" when live news arrives (docs/product.md#home). */
export function ArrivalAnnouncer({ arrival }: { arrival: Arrival | null }) {
  const announcement = arrival && { key: arrival.key, text: `${arrival.count} new ${arrival.count === 1 ? 'article' : 'articles'}` };
  return <PoliteAnnouncer announcement={announcement} />;
}
