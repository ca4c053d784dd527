import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode, Ref } from 'react';

interface SettingsCardProps {
  /** The heading's id, which names the section for screen readers. */
  id: string;
  title: string;
  /** Beside the heading: the card's main button, or a state badge. */
  action?: ReactNode;
  /** What the card does, in a sentence or two under the heading. */
  description: ReactNode;
  /** The card's content: its list, its form, its buttons. */
  children?: ReactNode;
  /** For cards that move the focus to their heading (after a form closes, say): it is focusable from script only. */
  titleRef?: Ref<HTMLHeadingElement>;
  cardRef?: Ref<HTMLDivElement>;
}

/**
 * One card of Your Settings: a section named by its h2 (under the page's h1), an action beside the
 * heading, what the card does, and its content. Every settings card is one of these, so a change
 * to their frame (a heading level, the spacing) is made once.
 */
export function SettingsCard({ id, title, action, description, children, titleRef, cardRef }: SettingsCardProps) {
  return (
    <Card ref={cardRef} withBorder radius="md" padding="lg" component="section" aria-labelledby={id}>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" align="flex-start">
          <Title order={2} size="h4" id={id} ref={titleRef} tabIndex={titleRef ? -1 : undefined} style={titleRef ? { outline: 'none' } : undefined}>
            {title}
          </Title>
          {action}
        </Group>
        <Text size="sm" c="dimmed">
          {description}
        </Text>
        {children}
      </Stack>
    </Card>
  );
}
