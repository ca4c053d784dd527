import { describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app.js';
import { TEST_PASSWORD } from '../helpers/accounts.js';
import { insertArticle } from '../helpers/articles.js';
import { openPage, shoot, signInAs, useE2eApp, WIDTHS } from './browser.js';

// docs/product.md#watchlist: Watch on an asset's page and from a card's menu, the home feed's Watchlist toggle, and the
// watchlist's personal feed in Settings, at both widths (the toggle joins a crowded feed header).
const HOUR = 3_600_000;

async function seed(app: TestApp): Promise<void> {
  const now = Date.now();
  const stories = [
    { title: 'Bitcoin rallies past record', tickers: ['BTC'], hoursAgo: 1 },
    { title: 'Ether slumps after exploit', tickers: ['ETH'], hoursAgo: 2 },
    { title: 'Solana upgrade goes live', tickers: ['SOL'], hoursAgo: 3 },
  ];
  for (const { hoursAgo, ...story } of stories) await insertArticle(app.ctx.knex, { ...story, categories: ['crypto'], published_at: new Date(now - hoursAgo * HOUR) });
  for (const name of [...WIDTHS.map((width) => `watcher${width}`), 'hurried']) await app.ctx.services.accounts.createUser({ username: name, email: `${name}@example.com`, password: TEST_PASSWORD }, 'user');
}

const e2e = useE2eApp(seed);

describe.each(WIDTHS)('the watchlist at %i px', (width) => {
  it('watches an asset from its page, shows its news under the Watchlist toggle, and offers its feed in Settings', async () => {
    const { page, errors, close } = await openPage(e2e.browser, width);
    await signInAs(page, e2e.app, { username: `watcher${width}`, password: TEST_PASSWORD });
    await page.goto(`${e2e.app.url}/assets/BTC`);
    const watch = page.getByRole('button', { name: 'Watch $BTC' });
    // Pressed from the keyboard, it keeps the focus while it saves and after (not the page's body).
    await watch.press('Enter');
    const watching = page.getByRole('button', { name: 'Stop watching $BTC' });
    await watching.waitFor();
    await expect.poll(() => watching.getAttribute('data-loading')).toBe(null);
    expect(await watching.evaluate((button) => button === document.activeElement)).toBe(true);
    // Its name says what a press does: not also a pressed toggle, read "Stop watching $BTC, pressed".
    expect(await watching.getAttribute('aria-pressed')).toBe(null);
    await shoot(page, 'watchlist-asset-watching');
    // Beside a long name the name wraps; the button is never cut short.
    await page.goto(`${e2e.app.url}/assets/AMD`);
    const amd = page.getByRole('button', { name: 'Watch $AMD' });
    await amd.waitFor();
    expect(await amd.evaluate((button) => [...button.querySelectorAll('*')].every((part) => part.scrollWidth <= part.clientWidth))).toBe(true);
    await shoot(page, 'watchlist-asset-long-name');

    await page.goto(e2e.app.url);
    const cards = page.locator('article[data-news-id]');
    await expect.poll(() => cards.count(), { timeout: 10_000 }).toBe(3);
    const toggle = page.getByRole('button', { name: '☆ Watchlist' });
    await toggle.click();
    await expect.poll(() => cards.locator('h2').allTextContents(), { timeout: 10_000 }).toEqual(['Bitcoin rallies past record']);
    expect(new URL(page.url()).searchParams.get('watchlist')).toBe('true');
    expect(await page.getByRole('button', { name: '★ Watchlist' }).getAttribute('aria-pressed')).toBe('true');
    await shoot(page, 'watchlist-home');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    // Back is the whole feed again.
    await page.goBack();
    await expect.poll(() => cards.count(), { timeout: 10_000 }).toBe(3);
    // A card's menu watches its ticker too, and then offers to stop.
    const ether = cards.filter({ hasText: 'Ether slumps' });
    await ether.getByRole('button', { name: 'Story menu' }).click();
    await page.getByRole('menuitem', { name: '☆ Watch $ETH' }).click();
    await page.getByText('Watching $ETH').waitFor();
    await page.getByRole('button', { name: '☆ Watchlist' }).click();
    await expect.poll(() => cards.locator('h2').allTextContents(), { timeout: 10_000 }).toEqual(['Bitcoin rallies past record', 'Ether slumps after exploit']);
    await ether.getByRole('button', { name: 'Story menu' }).click();
    const stop = page.getByRole('menuitem', { name: '★ Stop watching $ETH' });
    await stop.waitFor();
    await shoot(page, 'watchlist-story-menu');
    await stop.click();
    await page.getByText('Stopped watching $ETH').waitFor();
    await expect.poll(() => cards.locator('h2').allTextContents(), { timeout: 10_000 }).toEqual(['Bitcoin rallies past record']);
    await page.goBack();
    await expect.poll(() => cards.count(), { timeout: 10_000 }).toBe(3);

    await page.goto(`${e2e.app.url}/settings?section=feeds`);
    const rss = page.getByTestId('watchlist-feed-url-rss');
    await rss.waitFor();
    // The addresses are on PUBLIC_URL, which this test app leaves unset: read the path on the app.
    const { pathname } = new URL(await rss.inputValue());
    expect(pathname).toMatch(/^\/feeds\/u\/awf_[A-Za-z0-9_-]{43}\/watchlist\.rss$/);
    const feed = await (await fetch(`${e2e.app.url}${pathname}`)).text();
    expect(feed).toContain('Bitcoin rallies past record');
    expect(feed).not.toContain('Ether slumps');
    expect(errors).toEqual([]);
    await close();
  });
});

describe('watching from two cards in quick succession', () => {
  it('keeps both symbols when the second is chosen before the first is saved (a slow link)', async () => {
    const { page, errors, close } = await openPage(e2e.browser, 1280);
    await signInAs(page, e2e.app, { username: 'hurried', password: TEST_PASSWORD });
    await page.route('**/api/user/watchlist', async (route) => {
      if (route.request().method() === 'PUT') await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto(e2e.app.url);
    const cards = page.locator('article[data-news-id]');
    await expect.poll(() => cards.count(), { timeout: 10_000 }).toBe(3);
    for (const [title, symbol] of [['Bitcoin rallies', 'BTC'], ['Solana upgrade', 'SOL']]) {
      await cards.filter({ hasText: title }).getByRole('button', { name: 'Story menu' }).click();
      await page.getByRole('menuitem', { name: `☆ Watch $${symbol}` }).click();
    }
    await page.getByText('Watching $SOL').waitFor();
    const saved = () => page.evaluate(async () => ((await (await fetch('/api/user/watchlist')).json()) as { symbols: string[] }).symbols);
    expect(await saved()).toEqual(['BTC', 'SOL']);
    expect(errors).toEqual([]);
    await close();
  });
});
