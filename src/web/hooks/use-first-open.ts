import { type RefObject, useState } from 'react';
import { flushSync } from 'react-dom';

/** What the trigger says and does, in both forms: what Mantine's Menu.Target or Popover.Target would add. */
export interface FirstOpenTrigger {
  'aria-haspopup': 'menu' | 'dialog';
  'aria-expanded': boolean;
  /**
   * A Menu's Target toggles by itself once mounted, so a menu's trigger only opens while alone; a
   * controlled Popover's Target leaves clicks to the trigger, so a popover's toggles throughout.
   */
  onClick: (() => void) | undefined;
}

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
  /** Spread on the trigger in both forms (beside `ref={trigger}`). */
  triggerProps: FirstOpenTrigger;
}

/**
 * For a Mantine Menu or Popover that most page loads never open: until it is first opened only its
 * trigger is drawn. Mounted, each one measures its target with a synchronous re-render; the header's
 * and the home toolbar's three cost a phone about 200 ms of blocking time per load (Lighthouse's
 * mobile run of the home page: 670 against 460 ms, issue 28). When first opened, the real trigger
 * (`trigger`, the ref on both forms) replaces the lone one and takes the focus, then the dropdown
 * opens, as if the real one had been pressed: focus handling (trap, return) is Mantine's from there.
 * `popup` says what opens: a Menu ('menu') or a Popover ('dialog').
 */
export function useFirstOpen(trigger: RefObject<HTMLElement | null>, popup: 'menu' | 'dialog'): FirstOpen {
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
  const onClick = popup === 'dialog' ? toggle : mounted ? undefined : open;
  const triggerProps: FirstOpenTrigger = { 'aria-haspopup': popup, 'aria-expanded': opened, onClick };
  return { mounted, opened, setOpened, open, toggle, triggerProps };
}
