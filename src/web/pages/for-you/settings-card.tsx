import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface SettingsCardProps {
  /** The heading's id, which names the section for screen readers. */
  id: string;
  title: string;
  /** What the card does, in a sentence or two under the heading. */
  description: ReactNode;
  /** The card's buttons, in a row. */
  children: ReactNode;
}

/** One card of Your Settings: a section named by its h2 (under the page's h1), what it does, and its actions. */
export function SettingsCard({ id, title, description, children }: SettingsCardProps) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={id}>
      <Stack gap="md">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {description}
        </Text>
        <Group>{children}</Group>
      </Stack>
    </Card>
  );
}
