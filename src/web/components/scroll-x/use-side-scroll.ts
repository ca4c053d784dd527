import { type RefObject, useEffect, useState } from 'react';

export interface SideScroll {
  /** There is more to see to the left. */
  start: boolean;
  /** There is more to see to the right. */
  end: boolean;
}

/**
 * Whether a strip has more to scroll to on either side, kept current as it scrolls, as its content
 * (watched through its first child) arrives and as the window changes width.
 */
export function useSideScroll(ref: RefObject<HTMLElement | null>): SideScroll {
  const [more, setMore] = useState<SideScroll>({ start: false, end: false });
  useEffect(() => {
    const strip = ref.current;
    if (!strip) return;
    const update = () => {
      const start = strip.scrollLeft > 1;
      const end = strip.scrollLeft + strip.clientWidth < strip.scrollWidth - 1;
      setMore((was) => (was.start === start && was.end === end ? was : { start, end }));
    };
    // Measured at the next frame's start, once every effect of this render has changed the page:
    // measured here, in the effect, it made the browser lay the whole page out once more.
    const frame = requestAnimationFrame(update);
    strip.addEventListener('scroll', update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(strip);
    if (strip.firstElementChild) observer.observe(strip.firstElementChild);
    return () => {
      cancelAnimationFrame(frame);
      strip.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, [ref]);
  return more;
}
