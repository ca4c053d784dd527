import { Badge, Button, CloseButton, Group } from '@mantine/core';
import { useRemovalFocus } from '../../hooks/use-removal-focus';
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

/**
 * The feed's filters above it, each removable by its own button (docs/product.md#feed-filters);
 * they wrap on a phone. (Mantine's Pill hides its remove button from the keyboard and screen
 * readers, as it is made for an input where Backspace removes: these are badges with a button.)
 * A removed chip hands the focus on to its neighbour, and the last one (or Clear all) to `onEmptied`.
 */
export function FeedChips({ chips, onRemove, onClear, onEmptied }: FeedChipsProps) {
  const focus = useRemovalFocus(
    chips.map((chip) => chip.key),
    onEmptied,
  );
  if (chips.length === 0) return null;
  const remove = (chip: FilterChip) => {
    focus.removing(chip.key);
    onRemove(chip);
  };
  const clear = () => {
    focus.emptying();
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
              ref={focus.buttonRef(chip.key)}
              data-filter-key={chip.key}
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
