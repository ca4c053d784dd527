import { XIntegrationSettings } from '../../components/x/x-integration-settings';

/** Your Settings → X Integration: credentials, connection test, test post, authorization. */
export function XIntegrationTab() {
  return <XIntegrationSettings />;
}
