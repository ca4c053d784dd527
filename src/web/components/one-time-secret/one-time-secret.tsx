import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';

interface Props {
  title: string;
  /** Why it is shown once, and what to do with it. */
  explanation: string;
  value: string;
  /** 'Copy token', 'Copy secret'. */
  copyLabel: string;
  testId: string;
  onDone(): void;
}

/** A secret the server shows this once (an API token, a webhook's signing secret), with Copy and Done. */
export function OneTimeSecret({ title, explanation, value, copyLabel, testId, onDone }: Props) {
  return (
    <Alert color="yellow" title={title} data-testid={testId}>
      <Stack gap="sm">
        <Text size="sm">{explanation}</Text>
        <Code block fz="sm" style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
          {value}
        </Code>
        <Group gap="sm">
          <CopyButton value={value}>
            {({ copied, copy }) => (
              <Button variant="light" onClick={copy}>
                {copied ? 'Copied' : copyLabel}
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
