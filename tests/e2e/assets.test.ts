import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app.js';
import { insertArticle } from '../helpers/articles.js';
import { hasFocus, openPage, shoot, useE2eApp, WIDTHS } from './browser.js';

// docs/product.md#asset-pages: the board of the window's most mentioned assets and one asset's
// page, both open to visitors, at both widths. Times are relative to now: the API's windows end
// at the app clock, which these tests leave as the system's.
const HOUR = 3_600_000;
// The page loads its chunk, the asset and the news: on a busy machine more than expect.poll's 1 s.
const LOADED = { timeout: 10_000 };
const STORIES = [
  { title: 'Bitcoin rallies past record', tickers: ['BTC'], sentiment: 'bullish', hoursAgo: 1, ai_score: 85 },
  { title: 'Bitcoin ETF inflows return', tickers: ['BTC'], sentiment: 'bullish', hoursAgo: 3, ai_score: 55 },
  { title: 'Bitcoin miners sell reserves', tickers: ['BTC'], sentiment: 'bearish', hoursAgo: 5, ai_score: 65 },
  { title: 'Ether slumps after exploit', tickers: ['ETH'], sentiment: 'bearish', hoursAgo: 2, ai_score: 80 },
  { title: 'Bitcoin rallies as Ether slumps', tickers: ['BTC', 'ETH'], sentiment: 'bearish', ticker_sentiments: { BTC: 'bullish' }, hoursAgo: 4, ai_score: 75 },
  { title: 'Solana upgrade goes live', tickers: ['SOL'], sentiment: 'neutral', hoursAgo: 6, ai_score: 50 },
  // Outside the 24-hour window, inside the 7-day one.
  { title: 'Bitcoin week opens flat', tickers: ['BTC'], sentiment: 'neutral', hoursAgo: 72, ai_score: 30 },
  { title: 'Ether gas fees fall', tickers: ['ETH'], sentiment: 'bullish', hoursAgo: 80, ai_score: 30 },
  { title: 'Ether staking grows', tickers: ['ETH'], sentiment: 'bullish', hoursAgo: 90, ai_score: 30 },
  { title: 'Ether devs set date', tickers: ['ETH'], sentiment: 'bullish', hoursAgo: 100, ai_score: 30 },
  { title: 'Ether ETF filed', tickers: ['ETH'], sentiment: 'bullish', hoursAgo: 110, ai_score: 30 },
] as const;

async function seed(app: TestApp): Promise<void> {
  const now = Date.now();
  for (const { hoursAgo, ...story } of STORIES) {
    await insertArticle(app.ctx.knex, { ...story, tickers: [...story.tickers], published_at: new Date(now - hoursAgo * HOUR) });
  }
  await app.ctx.knex('market_quotes').insert([
    { symbol: 'BTC', name: 'Bitcoin', type: 'crypto', market_group: 'crypto', price: 60000, change_percent: 2.5, currency: 'USD', data_source: 'sample', position: 0 },
    { symbol: 'ETH', name: 'Ethereum', type: 'crypto', market_group: 'crypto', price: 3000, change_percent: -1.25, currency: 'USD', data_source: 'sample', position: 1 },
    { symbol: 'EUR/USD', name: 'Euro / US Dollar', type: 'currency', market_group: 'currencies', price: 1.085, change_percent: 0.1, currency: 'USD', data_source: 'sample', position: 2 },
  ]);
  // An hourly price line for BTC over the last day, as the market refresh keeps it.
  const thisHour = Math.floor(now / HOUR) * HOUR;
  await app.ctx.knex('quote_history').insert(
    Array.from({ length: 24 }, (_, i) => ({ symbol: 'BTC', hour: new Date(thisHour - i * HOUR), price: 59000 + i * 40, quoted_at: new Date(thisHour - i * HOUR) })),
  );
  // SOL: one stored price, as in a new install's first hour, and one story in the day.
  await app.ctx.knex('quote_history').insert({ symbol: 'SOL', hour: new Date(thisHour), price: 150, quoted_at: new Date(thisHour) });
  // ETH: prices for the last four hours and for five hours the day before, none between.
  const ethHours = [0, 1, 2, 3, 8, 9, 10, 11, 12];
  await app.ctx.knex('quote_history').insert(ethHours.map((i) => ({ symbol: 'ETH', hour: new Date(thisHour - i * HOUR), price: 3000 + i, quoted_at: new Date(thisHour - i * HOUR) })));
  // EUR/USD: one stored rate, and no story.
  await app.ctx.knex('quote_history').insert({ symbol: 'EUR/USD', hour: new Date(thisHour), price: 1.085, quoted_at: new Date(thisHour) });
}

const e2e = useE2eApp(seed);

const tiles = (page: Page) => page.getByRole('list', { name: 'Assets' }).getByRole('link');
const cards = (page: Page) => page.locator('article[data-news-id]');

async function tileSymbols(page: Page): Promise<string[]> {
  await tiles(page).first().waitFor();
  return tiles(page).evaluateAll((links) => links.map((link) => link.getAttribute('data-symbol') ?? ''));
}

/** The heights of the segments of the page's window and order switches: each one a target (docs/accessibility.md#target-size). */
const segmentHeights = (page: Page) => page.locator('.mantine-SegmentedControl-label').evaluateAll((labels) => labels.map((label) => label.getBoundingClientRect().height));

/** Picks a segment of a window or order switch (its radio input is visually hidden). */
async function choose(page: Page, switchName: string, label: string): Promise<void> {
  await page.getByRole('radiogroup', { name: switchName }).locator('label').filter({ hasText: new RegExp(`^${label}$`) }).click();
}

/**
 * The lowest contrast on a tile's sentiment bar between its edge (outline and separators) and what
 * it bounds: the tile around it and each share's fill (WCAG 1.4.11 asks 3:1). Runs in the page;
 * colours are read back through a canvas, as a tinted tile's is a color-mix().
 */
function lowestBarContrast(tile: HTMLElement): number {
  const paint = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
  const luminance = (colour: string) => {
    paint.clearRect(0, 0, 1, 1);
    paint.fillStyle = colour;
    paint.fillRect(0, 0, 1, 1);
    const [r, g, b] = [...paint.getImageData(0, 0, 1, 1).data].slice(0, 3).map((c) => {
      const v = c / 255;
      return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const contrast = (one: string, two: string) => {
    const [a, b] = [luminance(one), luminance(two)].sort((x, y) => y - x);
    return (a! + 0.05) / (b! + 0.05);
  };
  const bar = tile.querySelector<HTMLElement>('[role="img"]')!;
  const edge = getComputedStyle(bar).outlineStyle === 'none' ? getComputedStyle(bar).backgroundColor : getComputedStyle(bar).outlineColor;
  const fills = [...bar.querySelectorAll<HTMLElement>('.mantine-Progress-section')].map((section) => getComputedStyle(section).backgroundColor);
  return Math.min(contrast(edge, getComputedStyle(tile).backgroundColor), ...fills.map((fill) => contrast(edge, fill)));
}

function fitsWidth(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

describe.each(WIDTHS)('asset pages at %i px', (width) => {
  it('shows the board of the most mentioned assets, switches window and order in the address, and opens an asset', async () => {
    const { page, errors, close } = await openPage(e2e.browser, width);
    await page.goto(`${e2e.app.url}/assets`);
    expect((await tileSymbols(page)).slice(0, 3)).toEqual(['BTC', 'ETH', 'SOL']);
    const btc = page.locator('a[data-symbol="BTC"]');
    for (const text of ['Bitcoin', '4 mentions', '$60,000.00', '+2.50%']) expect(await btc.getByText(text, { exact: true }).isVisible(), text).toBe(true);
    expect(await page.locator('a[data-symbol="ETH"]').getByText('-1.25%').isVisible()).toBe(true);
    expect(await fitsWidth(page)).toBe(true);
    // 24 px tall at least, as every target (they were 23).
    expect(Math.min(...(await segmentHeights(page)))).toBeGreaterThanOrEqual(24);
    await shoot(page, 'assets-board');
    // Each bar and its shares stand out from the tinted tiles in both schemes.
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await expect.poll(() => page.locator('html').getAttribute('data-mantine-color-scheme')).toBe(colorScheme);
      for (const symbol of ['BTC', 'ETH', 'SOL']) {
        expect(await page.locator(`a[data-symbol="${symbol}"]`).evaluate(lowestBarContrast), `${colorScheme} ${symbol}`).toBeGreaterThanOrEqual(3);
      }
    }

    // Seven days bring ETH's four older stories: it overtakes BTC.
    await choose(page, 'Window', '7d');
    await page.waitForURL(/\/assets\?window=7d$/);
    await expect.poll(async () => (await tileSymbols(page))[0], LOADED).toBe('ETH');
    expect(await page.locator('a[data-symbol="BTC"]').getByText('5 mentions').isVisible()).toBe(true);

    await choose(page, 'Order', 'Sentiment');
    await page.waitForURL(/\/assets\?window=7d&sort=sentiment$/);
    await page.goBack();
    await page.waitForURL(/\/assets\?window=7d$/);

    await page.locator('a[data-symbol="BTC"]').click();
    await page.waitForURL(/\/assets\/BTC$/);
    await page.getByRole('heading', { name: 'Bitcoin', level: 1 }).waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it("shows an asset's price, sentiment, chart, news and related assets, and switches its window", async () => {
    const { page, errors, close } = await openPage(e2e.browser, width);
    await page.goto(`${e2e.app.url}/assets/btc`);
    await page.getByRole('heading', { name: 'Bitcoin', level: 1 }).waitFor();
    expect(await page.getByTestId('asset-price').textContent()).toBe('$60,000.00');
    expect(await page.getByTestId('asset-change').textContent()).toBe('+2.50%');
    const sentiment = page.getByRole('region', { name: 'Sentiment', exact: true });
    expect(await sentiment.getByText('4 mentions in the last 24 hours').isVisible()).toBe(true);
    // The two-asset story is bullish for BTC though bearish overall: three bullish, one bearish.
    expect(await sentiment.getByRole('img').getAttribute('aria-label')).toBe('3 bullish, 0 neutral, 1 bearish');
    expect(await page.getByTestId('sentiment-index').textContent()).toMatch(/^\+\d+$/);

    const chart = page.getByRole('region', { name: /Sentiment and mentions against price/ });
    await chart.locator('.recharts-surface').first().waitFor();
    for (const series of ['Sentiment index', 'Mentions', 'Price']) expect(await chart.getByText(series, { exact: true }).isVisible(), series).toBe(true);
    // The price line is drawn on its own axis, from the stored hourly quotes.
    expect(await chart.locator('.recharts-line-curve').count()).toBe(2);

    // The news is the asset's whole feed, newest first, not only the window's.
    await expect.poll(() => cards(page).count(), LOADED).toBe(5);
    expect(await cards(page).locator('h3').allTextContents()).toEqual([
      'Bitcoin rallies past record', 'Bitcoin ETF inflows return', 'Bitcoin rallies as Ether slumps', 'Bitcoin miners sell reserves', 'Bitcoin week opens flat',
    ]);
    const related = page.getByRole('region', { name: 'Related assets' });
    expect(await related.getByRole('link', { name: 'Asset page of ETH' }).getAttribute('href')).toBe('/assets/ETH');
    expect(await fitsWidth(page)).toBe(true);
    expect(Math.min(...(await segmentHeights(page)))).toBeGreaterThanOrEqual(24);
    await shoot(page, 'asset-page');

    await choose(page, 'Window', '30d');
    await page.waitForURL(/\/assets\/btc\?window=30d$/);
    await sentiment.getByText('5 mentions in the last 30 days').waitFor();
    expect(await sentiment.getByRole('img').getAttribute('aria-label')).toBe('3 bullish, 1 neutral, 1 bearish');
    expect(errors).toEqual([]);
    await close();
  });
});

describe('asset page chart', () => {
  it('draws a line of a single point as its dot: one price stored, one bucket with mentions', async () => {
    const { page, close } = await openPage(e2e.browser, 1280);
    await page.goto(`${e2e.app.url}/assets/SOL`);
    const chart = page.getByRole('region', { name: /Sentiment and mentions against price/ });
    await chart.locator('.recharts-surface').first().waitFor();
    expect(await chart.getByText('Price', { exact: true }).isVisible()).toBe(true);
    // Without dots neither line draws anything: a lone point has no segment.
    expect(await chart.locator('.recharts-line-dots').count()).toBe(2);
    for (const line of await chart.locator('.recharts-line-dots').all()) expect(await line.locator('circle').count()).toBeGreaterThan(0);

    // The drawing is no focus stop (Recharts' keyboard layer would add an unnamed one and a
    // ringless stop per bucket); a text summary says what it shows.
    const stops = await chart.evaluate((section) => [...section.querySelectorAll<HTMLElement | SVGElement>('*')].filter((node) => node.tabIndex >= 0).map((node) => node.outerHTML.slice(0, 80)));
    expect(stops).toEqual([]);
    expect(await chart.getByRole('img', { name: /^Over the last 24 hours, SOL: sentiment index \S+, 1 mention, price \S*150\.00\.$/ }).count()).toBe(1);
    await close();
  });
});

/** The chart of an asset's page, once drawn. */
async function trendChart(page: Page, symbol: string) {
  await page.goto(`${e2e.app.url}/assets/${encodeURIComponent(symbol)}`);
  const chart = page.getByRole('region', { name: /Sentiment and mentions against price/ });
  await chart.locator('.recharts-surface').first().waitFor();
  return chart;
}

describe('asset page chart gaps and scale', () => {
  it('leaves the hours without a quote or a mention as gaps in their lines', async () => {
    const { page, close } = await openPage(e2e.browser, 1280);
    const chart = await trendChart(page, 'ETH');
    // Each unbroken run of quotes is a piece of its own (an "M" in the path), not one line across the gap.
    const price = chart.locator('.recharts-line-curve[stroke*="yellow"]');
    expect((await price.getAttribute('d'))?.match(/M/g)).toHaveLength(2);
    // The index of hours 2 and 4 has no neighbour either side: two dots, no line between them.
    expect(await chart.locator('.recharts-line-dots circle[fill*="teal"]').count()).toBe(2);
    expect(await chart.locator('.recharts-line-curve[stroke*="teal"]').getAttribute('d')).not.toMatch(/[CL]/);
    await shoot(page, 'asset-chart-gaps');
    await close();
  });

  it('scales the price axis around a price that never moved, not ±2 around it', async () => {
    const { page, close } = await openPage(e2e.browser, 1280);
    const chart = await trendChart(page, 'EUR/USD');
    // The price axis's labels are the ones written rightwards from it, on the drawing's right.
    const labels = await chart.locator('.recharts-cartesian-axis-tick-value[text-anchor="start"]').allTextContents();
    expect(labels).toEqual(['1.07', '1.09', '1.10']);
    await shoot(page, 'asset-chart-flat-price');
    await close();
  });
});

describe('asset page news', () => {
  it('filters the news with the feed chips, kept in the address', async () => {
    const { page, errors, close } = await openPage(e2e.browser, 390);
    await page.goto(`${e2e.app.url}/assets/BTC`);
    await expect.poll(() => cards(page).count(), LOADED).toBe(5);
    await page.getByRole('group', { name: 'Add a filter' }).getByRole('button', { name: 'Bullish' }).click();
    await page.waitForURL(/\/assets\/BTC\?sentiment=bullish$/);
    await expect.poll(() => cards(page).count(), LOADED).toBe(3);
    // The two-asset story is bearish as a whole and bullish for BTC: its card says what the filter matched.
    const split = cards(page).filter({ hasText: 'Bitcoin rallies as Ether slumps' });
    // Its badge's title and accessible text say both.
    expect(await split.getByTitle('The article as a whole reads bearish').textContent()).toBe('Bullish for BTC: The article as a whole reads bearish');
    expect(await cards(page).filter({ hasText: 'Bitcoin rallies past record' }).getByText('Bullish', { exact: true }).isVisible()).toBe(true);
    await page.getByRole('group', { name: 'Add a filter' }).getByRole('button', { name: 'Important' }).click();
    await expect.poll(() => cards(page).count(), LOADED).toBe(2);
    const chips = page.getByRole('group', { name: 'Feed filters' });
    await chips.getByRole('button', { name: 'Remove filter Bullish' }).click();
    await page.waitForURL(/\/assets\/BTC\?minImportance=60$/);
    await expect.poll(() => cards(page).count(), LOADED).toBe(3);
    expect(errors).toEqual([]);
    await close();
  });

  // docs/accessibility.md#keyboard-and-screen-readers: a filter's button goes once its filter is set,
  // and the focus had fallen to the page's body.
  it('gives the focus to the chip that shows a filter added from the keyboard', async () => {
    const { page, close } = await openPage(e2e.browser, 1280);
    await page.goto(`${e2e.app.url}/assets/BTC`);
    await page.getByRole('group', { name: 'Add a filter' }).getByRole('button', { name: 'Bearish' }).press('Enter');
    const chips = page.getByRole('group', { name: 'Feed filters' });
    await expect.poll(() => hasFocus(chips.getByRole('button', { name: 'Remove filter Bearish' }))).toBe(true);
    await page.getByRole('group', { name: 'Add a filter' }).getByRole('button', { name: 'Important' }).press('Enter');
    await expect.poll(() => hasFocus(chips.getByRole('button', { name: 'Remove filter Importance ≥ 60' }))).toBe(true);
    await close();
  });

  it("names the asset's own symbol on an alias's page, in the address and the news, and Back still leaves", async () => {
    const { page, errors, close } = await openPage(e2e.browser, 1280);
    await page.goto(`${e2e.app.url}/assets`);
    await tiles(page).first().waitFor();
    await page.goto(`${e2e.app.url}/assets/xbt?sentiment=bullish`);
    await page.waitForURL(/\/assets\/BTC\?sentiment=bullish$/);
    await page.getByRole('heading', { name: 'News on $BTC', level: 2 }).waitFor();
    expect(await page.getByRole('heading', { name: /XBT/ }).count()).toBe(0);
    await expect.poll(() => cards(page).count(), LOADED).toBe(3);
    await page.goBack();
    await page.waitForURL(/\/assets$/);
    expect(errors).toEqual([]);
    await close();
  });

  it('opens an article behind the sign-in wall for a visitor', async () => {
    const { page, close } = await openPage(e2e.browser, 1280);
    await page.goto(`${e2e.app.url}/assets/BTC`);
    await cards(page).filter({ hasText: 'Bitcoin rallies past record' }).click();
    await page.waitForURL(/\/news\/\d+$/);
    await page.getByRole('heading', { name: 'Sign in to read this article' }).waitFor();
    await close();
  });

  it('counts a story that arrives while the page is open', async () => {
    const { page, close } = await openPage(e2e.browser, 1280);
    await page.goto(`${e2e.app.url}/assets/SOL`);
    await page.getByRole('main').getByText('Live', { exact: true }).waitFor();
    await expect.poll(() => cards(page).count(), LOADED).toBe(1);
    const id = await insertArticle(e2e.app.ctx.knex, { title: 'Solana breaks out', tickers: ['SOL'], sentiment: 'bullish', ai_score: 90, published_at: new Date() });
    await e2e.app.ctx.services.live.publish({ event: 'articles', data: { kind: 'new', ids: [id] } });
    await page.getByRole('region', { name: 'Sentiment', exact: true }).getByText('2 mentions in the last 24 hours').waitFor({ timeout: 10_000 });
    await expect.poll(() => cards(page).locator('h3').first().textContent(), LOADED).toBe('Solana breaks out');
    await close();
  });
});

describe('tickers lead to asset pages', () => {
  it('opens the asset page from a ticker on a home feed card', async () => {
    const { page, errors, close } = await openPage(e2e.browser, 390);
    await page.goto(`${e2e.app.url}/`);
    await cards(page).filter({ hasText: 'Ether slumps after exploit' }).getByRole('link', { name: 'Asset page of ETH' }).click();
    await page.waitForURL(/\/assets\/ETH$/);
    await page.getByRole('heading', { name: 'Ethereum', level: 1 }).waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it('opens a currency pair from the ticker bar, its slash kept in one path segment', async () => {
    const { page, errors, close } = await openPage(e2e.browser, 1280);
    await page.goto(`${e2e.app.url}/`);
    await page.getByRole('region', { name: 'Market ticker' }).getByRole('link', { name: /EUR\/USD/ }).click();
    await page.waitForURL(/\/assets\/EUR%2FUSD$/);
    await page.getByRole('heading', { name: 'Euro / US Dollar', level: 1 }).waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it('says plainly that an asset without a story has no news yet, not that a filter found none', async () => {
    const { page, close } = await openPage(e2e.browser, 390);
    await page.goto(`${e2e.app.url}/assets/EUR%2FUSD`);
    const said = page.getByText('No news about EUR/USD yet. Stories that name it show here as they arrive.');
    await said.waitFor(LOADED);
    expect(await page.getByText('No news found for the selected filter.').count()).toBe(0);
    await said.scrollIntoViewIfNeeded();
    await shoot(page, 'asset-no-news');
    await close();
  });

  it('says clearly when an asset is unknown, without a console error for the 404 it shows', async () => {
    const { page, errors, close } = await openPage(e2e.browser, 390);
    await page.goto(`${e2e.app.url}/assets/NOSUCH`);
    await page.getByRole('heading', { name: 'Asset not found' }).waitFor();
    expect(await page.getByRole('link', { name: 'All assets' }).last().getAttribute('href')).toBe('/assets');
    expect(await fitsWidth(page)).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });

  it('leads to the board from the header', async () => {
    const { page, close } = await openPage(e2e.browser, 1280);
    await page.goto(`${e2e.app.url}/`);
    await page.getByRole('banner').getByRole('link', { name: 'Assets' }).click();
    await page.waitForURL(/\/assets$/);
    await tiles(page).first().waitFor();
    await close();
  });
});
