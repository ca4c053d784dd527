import { XNotYet } from './x-not-yet';

/** The X Messages tab: filled in by the X integration. */
export function XMessagesTab() {
  return <XNotYet title="X Messages" />;
}
