import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app.js';
import { insertArticle } from '../helpers/articles.js';
import { openPage, shoot, useE2eApp, WIDTHS } from './browser.js';

// docs/product.md#feed-filters: a ticker anywhere is a link to the feed filtered on it; the
// filters live in the address and show as removable chips above the feed.
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
  await app.ctx.knex('market_quotes').insert({
    symbol: 'BTC', name: 'Bitcoin', type: 'crypto', market_group: 'crypto', price: 60000, change_percent: 2.5, currency: 'USD', data_source: 'sample', position: 0,
  });
}

const e2e = useE2eApp(seed);

const feed = (page: Page) => page.locator('article[data-news-id]');
const chips = (page: Page) => page.getByRole('group', { name: 'Feed filters' });

async function feedTitles(page: Page, count: number): Promise<string[]> {
  await expect.poll(() => feed(page).count()).toBe(count);
  return feed(page).locator('h3').allTextContents();
}

describe.each(WIDTHS)('feed filters at %i px', (width) => {
  it('filters by a ticker clicked on a card, shows its chip, and takes it off again; Back and Forward follow', async () => {
    const { page, errors, close } = await openPage(e2e.browser, width);
    await page.goto(`${e2e.app.url}/`);
    await feed(page).first().waitFor();
    expect(await feedTitles(page, 5)).toHaveLength(5);

    await feed(page).filter({ hasText: 'Ether slumps' }).getByRole('link', { name: 'News on ETH' }).click();
    await page.waitForURL(/\?ticker=ETH$/);
    expect(await feedTitles(page, 1)).toEqual(['Ether slumps after exploit']);
    await chips(page).getByText('$ETH').waitFor();
    // The link took the reader to the feed; it did not also open the card in the detail panel.
    expect(await page.getByRole('button', { name: /back/i }).count()).toBe(0);

    await page.goBack();
    expect(await feedTitles(page, 5)).toHaveLength(5);
    expect(await chips(page).count()).toBe(0);
    await page.goForward();
    expect(await feedTitles(page, 1)).toEqual(['Ether slumps after exploit']);

    await chips(page).getByRole('button', { name: 'Remove filter $ETH' }).click();
    expect(await feedTitles(page, 5)).toHaveLength(5);
    expect(new URL(page.url()).search).toBe('');
    expect(errors).toEqual([]);
    await close();
  });

  it('opens a shared address with several filters, each a chip, without overflowing the screen', async () => {
    const { page, errors, close } = await openPage(e2e.browser, width);
    const many = 'ticker=BTC,ETH,SOL,AAPL,NVDA,TSLA,EUR/USD,%5EGSPC&sentiment=bearish&minImportance=60&since=2020-01-01';
    await page.goto(`${e2e.app.url}/?${many}`);
    expect(await feedTitles(page, 2)).toEqual(['Ether slumps after exploit', 'Bitcoin miners sell reserves']);
    expect(await chips(page).getByRole('button', { name: /^Remove filter/ }).count()).toBe(11);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shoot(page, 'feed-filters');

    await chips(page).getByRole('button', { name: 'Clear all' }).click();
    expect(await feedTitles(page, 5)).toHaveLength(5);
    // The market overview's symbols are links to their news too.
    await page.getByRole('group', { name: 'Crypto' }).getByRole('link', { name: 'News on BTC' }).click();
    expect(await feedTitles(page, 2)).toEqual(['Bitcoin rallies past record', 'Bitcoin miners sell reserves']);
    expect(errors).toEqual([]);
    await close();
  });
});
