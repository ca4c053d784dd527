// Runs on the full-text thread (see full-text.ts): Readability over linkedom grows with the cube of
// a page's depth, and linkedom's parser with its square, so a page is measured before either sees it.
import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';
import { InvalidResponseError } from '../../plugins/sdk/index.js';
import { type HtmlLimits, htmlLimitProblem } from './html-shape.js';
import { sanitizeArticleHtml } from './sanitize.js';

/** Real article pages nest a few dozen levels and hold a few thousand elements. */
export const PAGE_LIMITS: HtmlLimits = { maxDepth: 256, maxElements: 100_000 };
// A long real article is a few tens of thousands of characters of HTML; more is not an article,
// and every later reader of it (enrichment, the article page) would pay for it.
const MAX_ARTICLE_CHARS = 500_000;

export interface PageInput {
  html: string;
  pageUrl: string;
  ownHost: string;
}

/** Finds the article in a page's HTML with Readability and returns it sanitised; refuses a page past PAGE_LIMITS, or an overlong article. */
export function extractArticle({ html, pageUrl, ownHost }: PageInput): string {
  const problem = htmlLimitProblem(html, PAGE_LIMITS);
  if (problem) throw new InvalidResponseError(`The original page was not read: it has ${problem}`);
  const { document } = parseHTML(html);
  const parsed = new Readability(document as unknown as ConstructorParameters<typeof Readability>[0], { charThreshold: 200 }).parse();
  const content = parsed?.content ? sanitizeArticleHtml(parsed.content, { baseUrl: pageUrl, ownHost }) : '';
  if (!content) throw new InvalidResponseError('Could not find the article text on the original page');
  if (content.length > MAX_ARTICLE_CHARS) throw new InvalidResponseError(`The article on the original page is longer than ${MAX_ARTICLE_CHARS.toLocaleString('en')} characters`);
  return content;
}
