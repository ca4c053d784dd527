import { Paper, Stack, Text, Title } from '@mantine/core';

/** What the X tabs say until the X integration lands: plainly that it is not there, no sample data. */
export function XNotYet({ title }: { title: string }) {
  return (
    <Paper withBorder p="lg">
      <Stack gap="xs">
        <Title order={2} fz="lg">
          {title}
        </Title>
        <Text c="dimmed">
          Posting news to X arrives with the X integration, which is not part of this version yet. Nothing is posted, queued or
          stored for X until then.
        </Text>
      </Stack>
    </Paper>
  );
}
