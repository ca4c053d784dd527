import { XNotYet } from './x-not-yet';

/** Your Settings → X Integration: filled in by the X integration. */
export function XIntegrationTab() {
  return <XNotYet title="X Integration" />;
}
