import { Button, Group, Pill } from '@mantine/core';
import type { FilterChip } from '../../lib/feed-filters';

interface FeedChipsProps {
  chips: FilterChip[];
  onRemove: (chip: FilterChip) => void;
  onClear: () => void;
}

/** The feed's filters above it, each removable (docs/product.md#feed-filters); they wrap on a phone. */
export function FeedChips({ chips, onRemove, onClear }: FeedChipsProps) {
  if (chips.length === 0) return null;
  return (
    <Group gap={6} role="group" aria-label="Feed filters" wrap="wrap">
      <Pill.Group>
        {chips.map((chip) => (
          <Pill
            key={chip.key}
            size="md"
            withRemoveButton
            onRemove={() => onRemove(chip)}
            removeButtonProps={{ 'aria-label': `Remove filter ${chip.label}` }}
            maw="100%"
          >
            {chip.label}
          </Pill>
        ))}
      </Pill.Group>
      {chips.length > 1 && (
        <Button variant="subtle" size="compact-xs" color="gray" onClick={onClear}>
          Clear all
        </Button>
      )}
    </Group>
  );
}
