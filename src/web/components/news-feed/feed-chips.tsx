import { Badge, Button, CloseButton, Group } from '@mantine/core';
import { useEffect, useEffectEvent, useRef } from 'react';
import type { FilterChip } from '../../lib/feed-filters';
import target from '../touch-target.module.css';
import classes from './feed-chips.module.css';

interface FeedChipsProps {
  chips: FilterChip[];
  onRemove: (chip: FilterChip) => void;
  onClear: () => void;
  /** Takes the focus once the last chip is gone (the feed's heading, say). */
  onEmptied: () => void;
}

/** Where the focus goes once a chip's button is gone: the chip now in its place, the one before, or away. */
type FocusNext = { key: string } | 'emptied';

/**
 * The chip the focus moves to when this one is removed: the next, else the one before; none when
 * it was the last (WCAG 2.4.3: the focus would otherwise fall to the page's body).
 */
function neighbourOf(chips: FilterChip[], removed: FilterChip): FocusNext {
  const index = chips.indexOf(removed);
  const neighbour = chips[index + 1] ?? chips[index - 1];
  return neighbour ? { key: neighbour.key } : 'emptied';
}

/**
 * The feed's filters above it, each removable by its own button (docs/product.md#feed-filters);
 * they wrap on a phone. (Mantine's Pill hides its remove button from the keyboard and screen
 * readers, as it is made for an input where Backspace removes: these are badges with a button.)
 * A removed chip hands the focus on to its neighbour, and the last one (or Clear all) to `onEmptied`.
 */
export function FeedChips({ chips, onRemove, onClear, onEmptied }: FeedChipsProps) {
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const focusNext = useRef<FocusNext | null>(null);
  const keys = chips.map((chip) => chip.key).join(' ');

  const handOn = useEffectEvent((next: FocusNext) => {
    if (next === 'emptied') onEmptied();
    else buttons.current.get(next.key)?.focus();
  });
  // Once the address, and so the chips, changed: the removed chip's button is gone, and the focus
  // with it, unless the reader has already put it somewhere.
  useEffect(() => {
    const next = focusNext.current;
    focusNext.current = null;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (next !== null && lost) handOn(next);
  }, [keys]);

  if (chips.length === 0) return null;
  const remove = (chip: FilterChip) => {
    focusNext.current = neighbourOf(chips, chip);
    onRemove(chip);
  };
  const clear = () => {
    focusNext.current = 'emptied';
    onClear();
  };
  return (
    <Group gap={6} role="group" aria-label="Feed filters" className={classes.chips}>
      {chips.map((chip) => (
        <Badge
          key={chip.key}
          variant="light"
          color="teal"
          size="lg"
          tt="none"
          maw="100%"
          pr={1}
          className={classes.chip}
          rightSection={
            <CloseButton
              ref={(button) => {
                if (button) buttons.current.set(chip.key, button);
                else buttons.current.delete(chip.key);
              }}
              variant="transparent"
              className={`${target.icon} ${target.reach} ${classes.remove}`}
              aria-label={`Remove filter ${chip.label}`}
              onClick={() => remove(chip)}
            />
          }
        >
          {chip.label}
        </Badge>
      ))}
      {chips.length > 1 && (
        <Button variant="subtle" size="compact-sm" color="gray" className={target.reach} onClick={clear}>
          Clear all
        </Button>
      )}
    </Group>
  );
}
