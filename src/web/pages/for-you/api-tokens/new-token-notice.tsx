import type { CreatedApiToken } from '../../../../contracts/api-tokens';
import { OneTimeSecret } from '../../../components/one-time-secret/one-time-secret';

/** The new token in full, shown this once: the server keeps only its hash. */
export function NewTokenNotice({ token, onDone }: { token: CreatedApiToken; onDone(): void }) {
  return (
    <OneTimeSecret
      title={`Copy your new token "${token.name}" now`}
      explanation="This is the only time it is shown. Keep it as you would a password: anyone holding it can act for you within its scopes."
      value={token.token}
      copyLabel="Copy token"
      testId="new-api-token"
      onDone={onDone}
    />
  );
}
