import { VisuallyHidden } from '@mantine/core';

/** A sentence for screen readers; `key` changes with each one, so the same words are heard again. */
export interface Announcement {
  key: number;
  text: string;
}

/**
 * Tells screen readers a sentence politely, once they finish what they are reading. The region is
 * there from the start, as screen readers only follow regions they have seen; each announcement is
 * a new node, so a repeated sentence is read again.
 */
export function PoliteAnnouncer({ announcement }: { announcement: Announcement | null }) {
  return (
    <VisuallyHidden role="status" aria-live="polite">
      {announcement && <span key={announcement.key}>{announcement.text}</span>}
    </VisuallyHidden>
  );
}
