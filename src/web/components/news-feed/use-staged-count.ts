import { startTransition, useEffect, useState } from 'react';

// The cards of the first commit (a phone's screen and a desktop's, with some to scroll to), and of each next one.
const STAGE = 5;

/**
 * How many of `total` cards to show: five at first, then five more per commit until all are. The
 * style and layout of 20 new cards at once was one long task of some 250 ms on a phone (issue 28);
 * each next five are rendered as a transition, which yields to the browser, so it lays out and
 * paints the cards already there in between.
 */
export function useStagedCount(total: number): number {
  const [count, setCount] = useState(STAGE);
  useEffect(() => {
    if (count < total) startTransition(() => setCount(count + STAGE));
  }, [count, total]);
  return Math.min(count, total);
}
