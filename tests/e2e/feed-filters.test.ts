import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app.js';
import { insertArticle } from '../helpers/articles.js';
import { openPage, shoot, useE2eApp, WIDTHS } from './browser.js';

// docs/product.md#feed-filters: the filters live in the address and show as removable chips
// above the feed. (A ticker shown anywhere leads to its asset page: tests/e2e/assets.test.ts.)
const MINUTE = 60_000;
const STORIES = [
  { title: 'Bitcoin rallies past record', tickers: ['BTC'], sentiment: 'bullish' },
  { title: 'Ether slumps after exploit', tickers: ['ETH'], sentiment: 'bearish' },
  { title: 'Apple earnings in line', tickers: ['AAPL'], sentiment: 'neutral' },
  { title: 'Bitcoin miners sell reserves', tickers: ['BTC'], sentiment: 'bearish' },
  { title: 'Fed holds rates steady', tickers: [], sentiment: null },
] as const;

async function seed(app: TestApp): Promise<void> {
  const now = Date.now();
  for (const [i, story] of STORIES.entries()) {
    await insertArticle(app.ctx.knex, { ...story, tickers: [...story.tickers], ai_score: 60 + i, published_at: new Date(now - (i + 1) * 10 * MINUTE) });
  }
}

const e2e = useE2eApp(seed);

const feed = (page: Page) => page.locator('article[data-news-id]');
const chips = (page: Page) => page.getByRole('group', { name: 'Feed filters' });

async function feedTitles(page: Page, count: number): Promise<string[]> {
  await expect.poll(() => feed(page).count()).toBe(count);
  return feed(page).locator('h3').allTextContents();
}

describe.each(WIDTHS)('feed filters at %i px', (width) => {
  it('filters by a ticker in the address, shows its chip, and takes it off again; Back and Forward follow', async () => {
    const { page, errors, close } = await openPage(e2e.browser, width);
    await page.goto(`${e2e.app.url}/?ticker=ETH`);
    await feed(page).first().waitFor();
    expect(await feedTitles(page, 1)).toEqual(['Ether slumps after exploit']);
    await chips(page).getByText('$ETH').waitFor();

    await chips(page).getByRole('button', { name: 'Remove filter $ETH' }).click();
    expect(await feedTitles(page, 5)).toHaveLength(5);
    expect(new URL(page.url()).search).toBe('');
    expect(await chips(page).count()).toBe(0);

    await page.goBack();
    expect(await feedTitles(page, 1)).toEqual(['Ether slumps after exploit']);
    await page.goForward();
    expect(await feedTitles(page, 5)).toHaveLength(5);
    expect(errors).toEqual([]);
    await close();
  });

  it('opens a shared address with several filters, each a chip, without overflowing the screen', async () => {
    const { page, errors, close } = await openPage(e2e.browser, width);
    const many = 'ticker=BTC,ETH,SOL,AAPL,NVDA,TSLA,EUR/USD,%5EGSPC&sentiment=bearish&minImportance=60&since=2020-01-01';
    await page.goto(`${e2e.app.url}/?${many}`);
    await feed(page).first().waitFor();
    expect(await feedTitles(page, 2)).toEqual(['Ether slumps after exploit', 'Bitcoin miners sell reserves']);
    expect(await chips(page).getByRole('button', { name: /^Remove filter/ }).count()).toBe(11);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shoot(page, 'feed-filters');

    await chips(page).getByRole('button', { name: 'Clear all' }).click();
    expect(await feedTitles(page, 5)).toHaveLength(5);
    expect(errors).toEqual([]);
    await close();
  });
});
