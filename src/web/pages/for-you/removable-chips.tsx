import { Badge, CloseButton, Group, type MantineColor, Text } from '@mantine/core';
import { useRemovalFocus } from '../../hooks/use-removal-focus';
import target from '../../components/touch-target.module.css';
import classes from './removable-chips.module.css';

export interface Chip {
  key: string;
  label: string;
}

interface RemovableChipsProps {
  /** The list's name for screen readers. */
  name: string;
  chips: Chip[];
  /** Said when there is none; nothing is shown when left out. */
  empty?: string;
  color?: MantineColor;
  /** The remove button's name, from the chip's label ("Remove Uniswap", "Unmute $DOGE"). */
  removeName: (label: string) => string;
  onRemove: (key: string) => void;
  /** Takes the focus once the last chip is gone (the list's field, or its card's heading). */
  onEmptied: () => void;
}

/**
 * Settings' lists of removable entries (followed keywords, mutes), each a chip with a 24 px remove
 * button (docs/accessibility.md#target-size). A removed chip hands the focus on as the feed's do.
 */
export function RemovableChips({ name, chips, empty, color, removeName, onRemove, onEmptied }: RemovableChipsProps) {
  const focus = useRemovalFocus(
    chips.map((chip) => chip.key),
    onEmptied,
  );
  if (chips.length === 0) {
    return empty === undefined ? null : (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  }
  const remove = (key: string) => {
    focus.removing(key);
    onRemove(key);
  };
  return (
    <Group gap={6} aria-label={name} role="list">
      {chips.map((chip) => (
        <Badge
          key={chip.key}
          role="listitem"
          variant="light"
          color={color}
          size="lg"
          tt="none"
          pr={2}
          classNames={{ root: classes.chip, label: classes.label }}
          rightSection={<CloseButton ref={focus.buttonRef(chip.key)} className={target.icon} aria-label={removeName(chip.label)} onClick={() => remove(chip.key)} />}
        >
          {chip.label}
        </Badge>
      ))}
    </Group>
  );
}
