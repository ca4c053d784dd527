import { Button, Popover, Stack, Text } from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';

interface WhyPopoverProps {
  /** The button's name for screen readers: "Why this importance score?". */
  label: string;
  /** The popover's heading, which also names it. */
  title: string;
  children: ReactNode;
}

/**
 * A small "why?" button beside a score that opens its explanation (docs/product.md#why-this-score).
 * Focus moves into the popover and back to the button when it closes (Escape, a click outside or
 * Close), so it works from the keyboard; never wider than a phone's screen.
 */
export function WhyPopover({ label, title, children }: WhyPopoverProps) {
  const headingId = useId();
  const [opened, setOpened] = useState(false);
  return (
    <Popover opened={opened} onChange={setOpened} width={320} position="bottom" withArrow shadow="md" trapFocus returnFocus>
      <Popover.Target>
        <Button variant="subtle" color="gray" size="compact-xs" aria-label={label} fw={500} px={4} onClick={() => setOpened((open) => !open)}>
          why?
        </Button>
      </Popover.Target>
      <Popover.Dropdown aria-labelledby={headingId} maw="calc(100vw - 16px)">
        <Stack gap="xs">
          {/* Focused on opening, so a screen reader starts with the heading; Tab reaches Close. */}
          <Text id={headingId} fw={700} size="sm" tabIndex={-1} data-autofocus style={{ outline: 'none' }}>
            {title}
          </Text>
          {children}
          <Button variant="default" size="compact-sm" onClick={() => setOpened(false)} style={{ alignSelf: 'flex-end' }}>
            Close
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
