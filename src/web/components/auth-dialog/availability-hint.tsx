import { CheckIcon, CloseIcon, Loader, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import type { AvailabilityView } from './use-availability';

export interface AvailabilityDecorations {
  rightSection: ReactNode;
  description: ReactNode;
}

function mark(view: AvailabilityView): ReactNode {
  if (view.state === 'checking') return <Loader size={14} aria-label="Checking availability" />;
  if (view.state === 'available') {
    return (
      <ThemeIcon size={20} radius="xl" color="teal" role="img" aria-label="Available">
        <CheckIcon size={10} />
      </ThemeIcon>
    );
  }
  if (view.state === 'taken') {
    return (
      <ThemeIcon size={20} radius="xl" color="red" role="img" aria-label="Not available">
        <CloseIcon size="12" />
      </ThemeIcon>
    );
  }
  return null;
}

const TONE: Partial<Record<AvailabilityView['state'], string>> = { available: 'teal', taken: 'red' };

/** The tick or cross inside a field and the server's words under it (docs/product.md#sign-in-dialogs). */
export function availabilityDecorations(view: AvailabilityView): AvailabilityDecorations {
  const message = 'message' in view ? view.message : null;
  return {
    rightSection: mark(view),
    description: message && (
      <Text component="span" size="xs" c={TONE[view.state] ?? 'dimmed'} data-availability={view.state}>
        {message}
      </Text>
    ),
  };
}
