import { useEffect, useEffectEvent, useRef } from 'react';

/** Where the focus goes once a removed entry's button is gone: the entry now in its place, the one before, or away. */
type FocusNext = { key: string } | 'emptied';

interface RemovalFocus {
  /** The ref of `key`'s remove button. */
  buttonRef: (key: string) => (button: HTMLButtonElement | null) => void;
  /** Called as `key` is removed, before the list changes. */
  removing: (key: string) => void;
  /** Called as every entry is removed at once. */
  emptying: () => void;
}

/**
 * For a list of entries each removed by its own button (filter chips, keywords): the button goes
 * with its entry and the focus would fall to the page's body (WCAG 2.4.3). Once `keys` changed, it
 * goes to the next entry's button, else the one before's, and from the last to `onEmptied`.
 */
export function useRemovalFocus(keys: string[], onEmptied: () => void): RemovalFocus {
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const focusNext = useRef<FocusNext | null>(null);
  const handOn = useEffectEvent((next: FocusNext) => {
    if (next === 'emptied') onEmptied();
    else buttons.current.get(next.key)?.focus();
  });
  const joined = keys.join(' ');
  // Unless the reader has already put the focus somewhere.
  useEffect(() => {
    const next = focusNext.current;
    focusNext.current = null;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (next !== null && lost) handOn(next);
  }, [joined]);
  return {
    buttonRef: (key) => (button) => {
      if (button) buttons.current.set(key, button);
      else buttons.current.delete(key);
    },
    removing: (key) => {
      const index = keys.indexOf(key);
      const neighbour = keys[index + 1] ?? keys[index - 1];
      focusNext.current = neighbour === undefined ? 'emptied' : { key: neighbour };
    },
    emptying: () => (focusNext.current = 'emptied'),
  };
}
