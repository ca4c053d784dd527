import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { remember, remembered } from '../lib/entry-memory';

const SCROLL = 'scrollY';
/** A page coming back from its cached data is drawn well within this; one still loading is not waited for longer. */
const RESTORE_WITHIN_MS = 3_000;
/** The reader taking over: the position is not restored after that. */
const READER_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** Scrolls back to `top` once the page is tall enough for it (or gives up); a function that stops trying. */
function restoreWhenDrawn(top: number): () => void {
  const started = performance.now();
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of READER_EVENTS) window.removeEventListener(type, stop);
  };
  const step = () => {
    const room = document.documentElement.scrollHeight - window.innerHeight;
    if (room >= top || performance.now() - started > RESTORE_WITHIN_MS) {
      window.scrollTo(0, top);
      stop();
    } else frame = requestAnimationFrame(step);
  };
  for (const type of READER_EVENTS) window.addEventListener(type, stop, { passive: true });
  step();
  return stop;
}

/**
 * The scroll position per history entry, as a reader expects of pages: a new page opens at its
 * top, and Back (or Forward) returns to where the reader was, once the page has drawn that far.
 * A change of the address's parameters on the same page (a topic, a sort) leaves the scroll to
 * the page. BrowserRouter has no ScrollRestoration (that needs the data router, router.tsx), and
 * the browser's own would restore before the page is drawn.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  // Layout effects: the position is taken and the listener swapped within the commit that changes
  // the page, before a scroll event of the new page (clamped to its height) could be kept as the old one's.
  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
  }, []);
  useLayoutEffect(() => {
    const key = location.key;
    const kept = remembered<number>(key, SCROLL);
    const onScroll = () => remember(key, SCROLL, window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    const stopRestoring = navigationType === 'POP' && kept !== undefined ? restoreWhenDrawn(kept) : null;
    return () => {
      window.removeEventListener('scroll', onScroll);
      stopRestoring?.();
    };
  }, [location.key, navigationType]);
  const shownPath = useRef(location.pathname);
  useLayoutEffect(() => {
    if (location.pathname === shownPath.current) return;
    shownPath.current = location.pathname;
    if (navigationType === 'PUSH' && location.hash === '') window.scrollTo(0, 0);
  }, [location.pathname, location.hash, navigationType]);
}
