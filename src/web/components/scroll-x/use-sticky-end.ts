import { type RefObject, useEffect } from 'react';

// Room past the column for the focus ring (2 px outline, 2 px offset).
const RING = 4;

/**
 * Keeps what takes the focus clear of a column that sticks to the strip's end (an admin table's
 * row actions, admin-table.module.css), its focus ring too (WCAG 2.4.11): the strip's scroll
 * padding follows the column's width, as its rows arrive and the window changes width.
 */
export function useStickyEnd(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const strip = ref.current;
    if (!strip) return;
    const update = () => {
      const last = strip.querySelector('tr')?.lastElementChild;
      const sticky = last instanceof HTMLElement && getComputedStyle(last).position === 'sticky';
      strip.style.scrollPaddingInlineEnd = sticky ? `${last.offsetWidth + RING}px` : '';
    };
    const observer = new ResizeObserver(update);
    observer.observe(strip);
    if (strip.firstElementChild) observer.observe(strip.firstElementChild);
    return () => observer.disconnect();
  }, [ref]);
}
