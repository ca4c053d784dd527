import { useLocalStorage } from '@mantine/hooks';

// Kept in this browser, as Mantine keeps the colour scheme, so signed-out readers can turn them off too.
const STORAGE_KEY = 'alphawire-keyboard-shortcuts';

/**
 * Whether the single-key shortcuts (j, k, o, Enter on the feed; / for search) are on in this browser,
 * and the setter of the header's switch (WCAG 2.1.4: a reader whose speech input or stray keys set
 * them off can turn them off). On until turned off; every user of the hook follows a change at once.
 */
export function useKeyboardShortcuts(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useLocalStorage({ key: STORAGE_KEY, defaultValue: true, getInitialValueInEffect: false });
  return [on !== false, setOn];
}
