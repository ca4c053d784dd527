import classes from './skip-link.module.css';

/** The id of the page's main region, which the skip link moves focus to. */
export const MAIN_ID = 'main-content';

/** "Skip to main content": lets a keyboard user pass the header and the ticker strip. */
export function SkipLink() {
  return (
    <a className={classes.link} href={`#${MAIN_ID}`}>
      Skip to main content
    </a>
  );
}
