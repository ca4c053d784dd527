import { Badge, Button, CloseButton, Group } from '@mantine/core';
import type { FilterChip } from '../../lib/feed-filters';

interface FeedChipsProps {
  chips: FilterChip[];
  onRemove: (chip: FilterChip) => void;
  onClear: () => void;
}

/**
 * The feed's filters above it, each removable by its own button (docs/product.md#feed-filters);
 * they wrap on a phone. (Mantine's Pill hides its remove button from the keyboard and screen
 * readers, as it is made for an input where Backspace removes: these are badges with a button.)
 */
export function FeedChips({ chips, onRemove, onClear }: FeedChipsProps) {
  if (chips.length === 0) return null;
  return (
    <Group gap={6} role="group" aria-label="Feed filters">
      {chips.map((chip) => (
        <Badge
          key={chip.key}
          variant="light"
          color="teal"
          size="lg"
          tt="none"
          maw="100%"
          pr={3}
          rightSection={<CloseButton size="xs" variant="transparent" aria-label={`Remove filter ${chip.label}`} onClick={() => onRemove(chip)} />}
        >
          {chip.label}
        </Badge>
      ))}
      {chips.length > 1 && (
        <Button variant="subtle" size="compact-xs" color="gray" onClick={onClear}>
          Clear all
        </Button>
      )}
    </Group>
  );
}
