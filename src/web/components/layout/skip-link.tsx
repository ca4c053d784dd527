import type { MouseEvent } from 'react';
import classes from './skip-link.module.css';

/** The id of the page's main region, which the skip link moves focus to. */
export const MAIN_ID = 'main-content';

/**
 * Marks where a page's own content starts when its main region opens with a strip to pass too
 * (the home page's ticker); the element needs tabIndex -1 to take the focus.
 */
export const CONTENT_START = { 'data-content-start': '' } as const;

function skip(event: MouseEvent<HTMLAnchorElement>): void {
  const start = document.getElementById(MAIN_ID)?.querySelector<HTMLElement>('[data-content-start]');
  if (!start) return; // The link's own jump: focus goes to <main>.
  event.preventDefault();
  start.focus();
}

/** "Skip to main content": lets a keyboard user pass the header and the ticker strip. */
export function SkipLink() {
  return (
    <a className={classes.link} href={`#${MAIN_ID}`} onClick={skip}>
      Skip to main content
    </a>
  );
}
