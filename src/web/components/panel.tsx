import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface PanelProps {
  /** Id of the heading, which names the section for screen readers. */
  id: string;
  title: string;
  /** Space under the heading. */
  gap?: 'sm' | 'md';
  children: ReactNode;
}

/** A bordered, titled section of the home page's right column. */
export function Panel({ id, title, gap = 'sm', children }: PanelProps) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={id}>
      <Title order={2} fz="md" id={id} mb={gap}>
        {title}
      </Title>
      {children}
    </Paper>
  );
}
