import { type ReactNode, useEffect, useRef, useState } from 'react';
import classes from './scroll-x.module.css';

/**
 * A strip that scrolls sideways when its content is wider than the screen (a table, a row of
 * tabs): a fade on each side that has more to see says so, and while it scrolls it takes the
 * keyboard focus, so arrow keys scroll it too.
 */
export function ScrollX({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ start: false, end: false });
  useEffect(() => {
    const strip = ref.current;
    if (!strip) return;
    const update = () => {
      const start = strip.scrollLeft > 1;
      const end = strip.scrollLeft + strip.clientWidth < strip.scrollWidth - 1;
      setMore((was) => (was.start === start && was.end === end ? was : { start, end }));
    };
    update();
    strip.addEventListener('scroll', update, { passive: true });
    // Rows arrive after the first paint, and the width changes with the window.
    const observer = new ResizeObserver(update);
    observer.observe(strip);
    if (strip.firstElementChild) observer.observe(strip.firstElementChild);
    return () => {
      strip.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, []);
  const scrolls = more.start || more.end;
  return (
    <div className={classes.frame} data-more-start={more.start || undefined} data-more-end={more.end || undefined}>
      <div ref={ref} className={classes.strip} tabIndex={scrolls ? 0 : undefined} role={scrolls ? 'region' : undefined} aria-label={scrolls ? `${label} (scrolls sideways)` : undefined} data-testid="scroll-x">
        {children}
      </div>
    </div>
  );
}
