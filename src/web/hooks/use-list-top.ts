import { useCallback, useRef } from 'react';

// The fixed header's height and a little air: a list brought into view starts below the header.
const HEADER_CLEARANCE = 76;

/**
 * The top of a paged list, and a call that brings it into view: after Next at the bottom of a
 * long page, the new page is read from its first item, not from wherever the pager was.
 */
export function useListTop<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const bringIntoView = useCallback(() => {
    const top = ref.current;
    if (!top || top.getBoundingClientRect().top >= HEADER_CLEARANCE) return;
    top.style.scrollMarginTop = `${HEADER_CLEARANCE}px`;
    top.scrollIntoView({ block: 'start' });
  }, []);
  return [ref, bringIntoView] as const;
}
