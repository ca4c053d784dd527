import { Button, Popover, Stack, Text } from '@mantine/core';
import { type ReactNode, useId, useRef } from 'react';
import { useFirstOpen } from '../../hooks/use-first-open';

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
  const triggerRef = useRef<HTMLButtonElement>(null);
  const popover = useFirstOpen(triggerRef, 'dialog');
  const trigger = (
    <Button
      ref={triggerRef}
      variant="subtle"
      color="gray"
      size="compact-xs"
      aria-label={label}
      fw={500}
      px={4}
      // Never squeezed by a long label beside it (a score card's "AI Importance" on a phone cut it to "why").
      style={{ flexShrink: 0 }}
      {...popover.triggerProps}
    >
      why?
    </Button>
  );
  // The popover itself only once opened (hooks/use-first-open.ts says why): an article shows five.
  if (!popover.mounted) return trigger;
  return (
    <Popover opened={popover.opened} onChange={popover.setOpened} width={320} position="bottom" withArrow shadow="md" trapFocus returnFocus>
      <Popover.Target>{trigger}</Popover.Target>
      <Popover.Dropdown aria-labelledby={headingId} maw="calc(100vw - 16px)">
        <Stack gap="xs">
          {/* Focused on opening, so a screen reader starts with the heading; Tab reaches Close. */}
          <Text id={headingId} fw={700} size="sm" tabIndex={-1} data-autofocus style={{ outline: 'none' }}>
            {title}
          </Text>
          {children}
          <Button variant="default" size="compact-sm" onClick={() => popover.setOpened(false)} style={{ alignSelf: 'flex-end' }}>
            Close
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
