import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface TextPageProps {
  title: string;
  /** One line under the title saying what the page is for. */
  lead: string;
  children: ReactNode;
}

/** The frame of the footer's pages (About, API, Privacy): a readable column of sections. */
export function TextPage({ title, lead, children }: TextPageProps) {
  return (
    <Container size="sm" py={{ base: 'lg', sm: 48 }} px={{ base: 'md', sm: 'md' }}>
      <Stack gap="xl">
        <Stack gap={6}>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {title}
          </Title>
          <Text c="dimmed">{lead}</Text>
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}

/** One titled section of a TextPage. */
export function TextSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section">
      <Title order={2} fz="lg">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
