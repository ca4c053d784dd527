import { type ReactNode, useRef } from 'react';
import classes from './scroll-x.module.css';
import { useRevealSelected } from './use-reveal-selected';
import { useSideScroll } from './use-side-scroll';
import { useStickyEnd } from './use-sticky-end';

/**
 * A strip that scrolls sideways when its content is wider than the screen (a table, a row of
 * tabs): a fade on each side that has more to see says so, and while it scrolls it takes the
 * keyboard focus, so arrow keys scroll it too. What takes the focus inside scrolls clear of a
 * column stuck to its end. A strip of tabs names its `selected` one, which it keeps in view.
 */
export function ScrollX({ label, selected, children }: { label: string; selected?: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const more = useSideScroll(ref);
  useRevealSelected(ref, selected);
  useStickyEnd(ref);
  const scrolls = more.start || more.end;
  return (
    <div className={classes.frame} data-more-start={more.start || undefined} data-more-end={more.end || undefined}>
      <div ref={ref} className={classes.strip} tabIndex={scrolls ? 0 : undefined} role={scrolls ? 'region' : undefined} aria-label={scrolls ? `${label} (scrolls sideways)` : undefined} data-testid="scroll-x">
        {children}
      </div>
    </div>
  );
}
