import { OneTimeSecret } from '../../../components/one-time-secret/one-time-secret';

/** A new webhook's signing secret, shown this once: the server keeps it sealed and never shows it again. */
export function ChannelSecretNotice({ name, secret, onDone }: { name: string; secret: string; onDone(): void }) {
  return (
    <OneTimeSecret
      title={`Copy the signing secret of "${name}" now`}
      explanation="This is the only time it is shown. Your receiver uses it to check that each request really comes from AlphaWire. If you lose it, delete the channel and add it again."
      value={secret}
      copyLabel="Copy secret"
      testId="channel-secret"
      onDone={onDone}
    />
  );
}
