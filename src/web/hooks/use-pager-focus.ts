import { useEffect, useRef, type RefObject } from 'react';

interface PagerFocus {
  previous: RefObject<HTMLButtonElement | null>;
  next: RefObject<HTMLButtonElement | null>;
  /** Called by Previous and Next as they turn the page. */
  turned: () => void;
}

/**
 * A pager's Previous is disabled on the first page and its Next on the last, so the one pressed to
 * get there drops the focus to the page's body (WCAG 2.4.3). Once the page turned to knows it is the
 * first or the last (the last only when its items came), the focus goes to the other button.
 */
export function usePagerFocus(atFirst: boolean, atLast: boolean): PagerFocus {
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const turning = useRef(false);
  // Kept past a turn that left the focus in place: Next to a second page that proves the last is
  // enabled until that page's items come. The browser moves the focus off a disabled button only
  // as it next paints, so it may still be there.
  useEffect(() => {
    const focused = document.activeElement;
    if (!turning.current || (focused !== null && focused !== document.body && !focused.matches(':disabled'))) return;
    turning.current = false;
    (atLast ? previous : next).current?.focus();
  }, [atFirst, atLast]);
  return { previous, next, turned: () => (turning.current = true) };
}
