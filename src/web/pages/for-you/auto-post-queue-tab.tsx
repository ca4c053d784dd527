import { AutoPostQueue } from '../../components/x/auto-post-queue';

/** The Auto-Post Queue tab: what auto-posting sends next, five of them (spec 2 §7). */
export function AutoPostQueueTab() {
  return <AutoPostQueue />;
}
