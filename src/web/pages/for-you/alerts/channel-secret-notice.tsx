import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';

/** A new webhook's signing secret, shown this once: the server keeps it sealed and never shows it again. */
export function ChannelSecretNotice({ name, secret, onDone }: { name: string; secret: string; onDone(): void }) {
  return (
    <Alert color="yellow" title={`Copy the signing secret of "${name}" now`} data-testid="channel-secret">
      <Stack gap="sm">
        <Text size="sm">
          This is the only time it is shown. Your receiver uses it to check that each request really comes from AlphaWire. If you lose it,
          delete the channel and add it again.
        </Text>
        <Code block fz="sm" style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
          {secret}
        </Code>
        <Group gap="sm">
          <CopyButton value={secret}>
            {({ copied, copy }) => (
              <Button variant="light" onClick={copy}>
                {copied ? 'Copied' : 'Copy secret'}
              </Button>
            )}
          </CopyButton>
          <Button variant="default" onClick={onDone}>
            Done
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
