import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app.js';
import { insertArticle } from '../helpers/articles.js';
import { DESKTOP_ONLY, openPage, signInAs, useE2eApp, WIDTHS } from './browser.js';

const MEMBER = { username: 'steady', email: 'steady@example.com', password: 'a-good-password' };
/** Issue 28's goal for the home and article pages, at both widths. */
const MAX_CLS = 0.05;
const API_DELAY_MS = 400;
let articleId = 0;

/** Enough stories to fill the feed and both side lists, and quotes for the ticker and market panel. */
async function seed(app: TestApp): Promise<void> {
  for (let n = 1; n <= 12; n += 1) {
    const id = await insertArticle(
      app.ctx.knex,
      {
        title: `Steady story ${n}: markets weigh a long headline that wraps onto a second line on a phone`,
        categories: n % 2 === 0 ? ['crypto'] : ['markets'],
        tickers: n <= 3 ? ['BTC'] : [],
        relevance_score: 40 + n * 4,
        popularity_score: 40 + n * 4,
        ai_score: 50 + n,
        sentiment: n % 2 === 0 ? 'bullish' : 'bearish',
        full_content: `<p>${'The full text of the story, long enough to fill a few lines. '.repeat(20)}</p>`,
      },
      'A one-minute summary of the story, a sentence or two long.',
    );
    articleId = id;
  }
  await app.ctx.knex('market_quotes').insert(
    [['^GSPC', 'S&P 500', 'index', 'us'], ['BTC', 'Bitcoin', 'crypto', 'crypto']].map(([symbol, name, type, group], position) => ({
      symbol, name, type, market_group: group, price: 1000, change_percent: 0.5, currency: 'USD', data_source: 'sample', position,
    })),
  );
  await app.ctx.services.accounts.createUser(MEMBER, 'user');
}

const e2e = useE2eApp(seed);

interface Shift {
  value: number;
  sources: string[];
}

/** Records every layout shift not caused by input, with the elements that moved, from the first paint on. */
function recordShifts(): void {
  const shifts: Shift[] = [];
  Object.assign(window, { layoutShifts: shifts });
  const describe = (node: Node | null) => {
    if (!(node instanceof Element)) return String(node?.nodeName);
    return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}[${node.getAttribute('aria-label') ?? node.className}]`;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources: { node: Node | null }[] }[]) {
      if (!entry.hadRecentInput) shifts.push({ value: entry.value, sources: entry.sources.map((source) => describe(source.node)) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Loads the page, waits until its data is shown and the page has stopped changing, and sums its shifts. */
async function layoutShift(page: Page, path: string, loaded: string): Promise<{ total: number; shifts: Shift[] }> {
  await page.addInitScript(recordShifts);
  // Data answers late, as on a phone's network: the page paints its frame first and must not move
  // when the answers fill it (on loopback they could arrive before the first paint and hide a shift).
  await page.route('**/api/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, API_DELAY_MS));
    await route.continue();
  });
  await page.goto(`${e2e.app.url}${path}`);
  await page.locator(loaded).first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: Shift[] }).layoutShifts);
  return { total: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts };
}

describe.each(WIDTHS)('layout shift at %i px', (width) => {
  it('keeps the home page still while its feed, side panels and quotes arrive', async () => {
    const { page, close } = await openPage(e2e.browser, width);
    const { total, shifts } = await layoutShift(page, '/', 'article[data-news-id]');
    expect(total, JSON.stringify(shifts)).toBeLessThanOrEqual(MAX_CLS);
    await close();
  });

  it('keeps a signed-in article page still while the article and its side lists arrive', async () => {
    const { page, close } = await openPage(e2e.browser, width);
    await signInAs(page, e2e.app, MEMBER);
    const { total, shifts } = await layoutShift(page, `/news/${articleId}`, 'article h1');
    expect(total, JSON.stringify(shifts)).toBeLessThanOrEqual(MAX_CLS);
    await close();
  });
});

/** How the page's API answers were asked for: 'link' is the Link header's preload, 'fetch' the app's own call. */
function apiRequests(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => new URL(entry.name).pathname.startsWith('/api/'))
      .map((entry) => `${entry.initiatorType} ${entry.name.slice(location.origin.length)}`),
  );
}

// Here rather than in a file of its own: the same seeded app, within the browser suite's budget.
describe.each(DESKTOP_ONLY)('the first data at %i px', (width) => {
  it("shows the home feed's first page and the session from the page itself, asking for neither", async () => {
    const { page, close } = await openPage(e2e.browser, width);
    await page.goto(`${e2e.app.url}/`);
    await page.locator('article[data-news-id]').first().waitFor();
    const calls = await apiRequests(page);
    expect(calls.filter((call) => call.includes('sort=latest') || call.includes('/api/auth/me'))).toEqual([]);
    await close();
  });

  it("shows a member's article from the page itself, and takes the article page's chunk from the requests started with the page", async () => {
    const { page, close } = await openPage(e2e.browser, width);
    await signInAs(page, e2e.app, MEMBER);
    await page.goto(`${e2e.app.url}/news/${articleId}`);
    await page.locator('article h1').waitFor();
    expect((await apiRequests(page)).filter((call) => call.endsWith(`/api/news/${articleId}`) || call.endsWith('/api/auth/me'))).toEqual([]);
    // The page's own chunk is asked for with the page too: before the app's entry script has even arrived, let alone run.
    const [chunk, entry] = await page.evaluate(() =>
      ['/assets/article-page-', '/assets/index-'].map((prefix) => {
        const timing = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((e) => e.name.includes(prefix) && e.name.endsWith('.js'));
        return { start: timing?.startTime ?? Infinity, end: timing?.responseEnd ?? 0 };
      }),
    );
    expect(chunk!.start).toBeLessThan(entry!.end);
    await close();
  });
});
