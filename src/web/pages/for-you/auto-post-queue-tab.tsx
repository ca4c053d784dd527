import { XNotYet } from './x-not-yet';

/** The Auto-Post Queue tab: filled in by the X integration. */
export function AutoPostQueueTab() {
  return <XNotYet title="Auto-Post Queue" />;
}
