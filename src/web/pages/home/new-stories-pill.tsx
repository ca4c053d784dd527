import { Affix, Button, Transition } from '@mantine/core';

function ArrowUpIcon() {
  return (
    <svg width={14} height={14} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2.5} aria-hidden>
      <path d="M12 19V5M5 12l7-7 7 7" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

interface NewStoriesPillProps {
  count: number;
  onShow: () => void;
}

/** "N new" under the header while the reader is scrolled down; a click takes them to the new stories. */
export function NewStoriesPill({ count, onShow }: NewStoriesPillProps) {
  return (
    <Affix position={{ top: 72, left: '50%' }} style={{ transform: 'translateX(-50%)' }}>
      <Transition mounted={count > 0} transition="slide-down" duration={200}>
        {(styles) => (
          <Button style={styles} radius="xl" size="sm" leftSection={<ArrowUpIcon />} onClick={onShow} variant="filled" color="teal">
            {count} new {count === 1 ? 'story' : 'stories'}
          </Button>
        )}
      </Transition>
    </Affix>
  );
}
