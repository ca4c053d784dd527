import { PoliteAnnouncer } from '../../components/polite-announcer';

/** Tells screen readers "N new articles" when live news the feed shows arrives (docs/product.md#home); `key` changes with each arrival. */
export function ArrivalAnnouncer({ count, arrivalKey }: { count: number | null; arrivalKey: number | undefined }) {
  const announcement = count !== null && count > 0 && arrivalKey !== undefined ? { key: arrivalKey, text: `${count} new ${count === 1 ? 'article' : 'articles'}` } : null;
  return <PoliteAnnouncer announcement={announcement} />;
}
