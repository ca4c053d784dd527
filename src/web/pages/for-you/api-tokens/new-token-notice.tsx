import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import type { CreatedApiToken } from '../../../../contracts/api-tokens';

/** The new token in full, shown this once: the server keeps only its hash. */
export function NewTokenNotice({ token, onDone }: { token: CreatedApiToken; onDone(): void }) {
  return (
    <Alert color="yellow" title={`Copy your new token "${token.name}" now`} data-testid="new-api-token">
      <Stack gap="sm">
        <Text size="sm">This is the only time it is shown. Keep it as you would a password: anyone holding it can act for you within its scopes.</Text>
        <Code block fz="sm" style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
          {token.token}
        </Code>
        <Group gap="sm">
          <CopyButton value={token.token}>
            {({ copied, copy }) => (
              <Button variant="light" onClick={copy}>
                {copied ? 'Copied' : 'Copy token'}
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
