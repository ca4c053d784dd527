// Runs on the full-text thread (see full-text.ts): Readability over linkedom grows with the cube of
// a page's depth, and linkedom's parser with its square, so a page is measured before either sees it.
import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';
import { InvalidResponseError } from '../../plugins/sdk/index.js';
import { type HtmlLimits, htmlLimitProblem } from './html-shape.js';
import { sanitizeArticleHtml } from './sanitize.js';

/** Real article pages nest a few dozen levels and hold a few thousand elements. */
export const PAGE_LIMITS: HtmlLimits = { maxDepth: 256, maxElements: 100_000 };

export interface PageInput {
  html: string;
  pageUrl: string;
  ownHost: string;
}

/** Finds the article in a page's HTML with Readability and returns it sanitised; refuses a page past PAGE_LIMITS. */
export function extractArticle({ html, pageUrl, ownHost }: PageInput): string {
  const problem = htmlLimitProblem(html, PAGE_LIMITS);
  if (problem) throw new InvalidResponseError(`The original page was not read: it has ${problem}`);
  const { document } = parseHTML(html);
  const parsed = new Readability(document as unknown as ConstructorParameters<typeof Readability>[0], { charThreshold: 200 }).parse();
  const content = parsed?.content ? sanitizeArticleHtml(parsed.content, { baseUrl: pageUrl, ownHost }) : '';
  if (!content) throw new InvalidResponseError('Could not find the article text on the original page');
  return content;
}
