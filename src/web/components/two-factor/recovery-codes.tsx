import { Alert, Button, Code, CopyButton, Group, SimpleGrid, Stack, Text } from '@mantine/core';

interface Props {
  codes: string[];
  onDone(): void;
}

/** The ten recovery codes, shown this once: the server keeps only their hashes. */
export function RecoveryCodesStep({ codes, onDone }: Props) {
  return (
    <Stack gap="sm">
      <Alert color="yellow" title="Save your recovery codes">
        If you lose your phone, each of these codes signs you in once. This is the only time they are shown: copy them
        somewhere safe, such as a password manager.
      </Alert>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" data-testid="recovery-codes">
        {codes.map((code) => (
          <Code key={code} fz="sm" ta="center" py={4}>
            {code}
          </Code>
        ))}
      </SimpleGrid>
      <Group gap="sm">
        <CopyButton value={codes.join('\n')}>
          {({ copied, copy }) => (
            <Button variant="light" onClick={copy}>
              {copied ? 'Copied' : 'Copy codes'}
            </Button>
          )}
        </CopyButton>
        <Button onClick={onDone}>I have saved them</Button>
      </Group>
      <Text size="xs" c="dimmed">
        Keep them apart from your phone.
      </Text>
    </Stack>
  );
}
