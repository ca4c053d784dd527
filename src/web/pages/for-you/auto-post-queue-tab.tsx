import { AutoPostQueue } from '../../components/x/auto-post-queue';

/** The Auto-Post Queue tab: what auto-posting sends next, five of them (docs/product.md#personalised-feed-page). */
export function AutoPostQueueTab() {
  return <AutoPostQueue />;
}
