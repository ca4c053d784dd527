import { type RefObject, useState } from 'react';
import { flushSync } from 'react-dom';

export interface FirstOpen {
  /** False until first opened: draw the trigger alone, pressing it calls `open` (or `toggle`). */
  mounted: boolean;
  /** The menu's or popover's `opened`, for its `opened` and `onChange`. */
  opened: boolean;
  setOpened: (opened: boolean) => void;
  /** Opens it, mounting it first when needed (a click on the lone trigger, a keyboard shortcut). */
  open: () => void;
  /**
   * A controlled Popover's trigger click (its Target leaves clicks to the trigger when controlled);
   * a Menu's Target toggles by itself, so its trigger needs only `open`, and only while unmounted.
   */
  toggle: () => void;
}

/**
 * For a Mantine Menu or Popover that most page loads never open: until it is first opened only its
 * trigger is drawn. Mounted, each one measures its target with a synchronous re-render; the header's
 * and the home toolbar's three cost a phone about 200 ms of blocking time per load (Lighthouse's
 * mobile run of the home page: 670 against 460 ms, issue 28). When first opened, the real trigger
 * (`trigger`, the ref on both forms) replaces the lone one and takes the focus, then the dropdown
 * opens, as if the real one had been pressed: focus handling (trap, return) is Mantine's from there.
 */
export function useFirstOpen(trigger: RefObject<HTMLElement | null>): FirstOpen {
  const [mounted, setMounted] = useState(false);
  const [opened, setOpened] = useState(false);

  const open = () => {
    if (!mounted) {
      flushSync(() => setMounted(true));
      trigger.current?.focus();
    }
    setOpened(true);
  };
  const toggle = () => (mounted ? setOpened(!opened) : open());
  return { mounted, opened, setOpened, open, toggle };
}
