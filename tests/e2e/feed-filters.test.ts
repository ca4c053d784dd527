import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app.js';
import { TEST_PASSWORD } from '../helpers/accounts.js';
import { insertArticle } from '../helpers/articles.js';
import { DESKTOP_ONLY, openPage, shoot, signInAs, useE2eApp, WIDTHS } from './browser.js';

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
  const [{ id: wire }] = await app.ctx.knex('sources').insert({ name: 'Harbour Wire', url: 'https://wire.example/rss' }).returning('id');
  for (const [i, story] of STORIES.entries()) {
    await insertArticle(app.ctx.knex, { ...story, tickers: [...story.tickers], ai_score: 60 + i, published_at: new Date(now - (i + 1) * 10 * MINUTE), source_id: wire, source_name: 'Harbour Wire' });
  }
  // A member sees each card's menu.
  await app.ctx.services.accounts.createUser({ username: 'reader', email: 'reader@example.com', password: TEST_PASSWORD }, 'user');
}

const e2e = useE2eApp(seed);

const feed = (page: Page) => page.locator('article[data-news-id]');
const chips = (page: Page) => page.getByRole('group', { name: 'Feed filters' });

const focused = (control: Locator) => control.evaluate((element) => element === document.activeElement);

/**
 * A control's target for a pointer (WCAG 2.2, 2.5.8): its box, and how far from its middle a
 * click or tap still lands on it, up, down, left and right (the page's own hit test).
 */
async function targetOf(control: Locator): Promise<{ width: number; height: number; reach: number }> {
  await control.scrollIntoViewIfNeeded();
  return control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    const lands = (d: number) =>
      [
        [x - d, y],
        [x + d, y],
        [x, y - d],
        [x, y + d],
      ].every(([px, py]) => element.contains(document.elementFromPoint(px!, py!)));
    let reach = 0;
    while (reach < 30 && lands(reach + 1)) reach += 1;
    return { width: box.width, height: box.height, reach };
  });
}

async function feedTitles(page: Page, count: number): Promise<string[]> {
  await expect.poll(() => feed(page).count()).toBe(count);
  return feed(page).locator('h2').allTextContents();
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

  it("names a source filter's chip by the source, and by its id when no source has it", async () => {
    const { page, close } = await openPage(e2e.browser, width);
    const wire = String(await e2e.app.ctx.knex('sources').where({ name: 'Harbour Wire' }).first().then((row: { id: number }) => row.id));
    await page.goto(`${e2e.app.url}/?source=${wire}`);
    expect(await feedTitles(page, 5)).toHaveLength(5);
    await chips(page).getByRole('button', { name: 'Remove filter Source: Harbour Wire' }).waitFor();
    await shoot(page, 'feed-filters-source');
    await page.goto(`${e2e.app.url}/?source=999`);
    await chips(page).getByRole('button', { name: 'Remove filter Source #999' }).waitFor();
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

describe.each(DESKTOP_ONLY)('removing filters from the keyboard at %i px', (width) => {
  it('gives the focus to the next chip as one goes, then to the one before, and to the feed heading once none is left', async () => {
    const { page, errors, close } = await openPage(e2e.browser, width);
    await page.goto(`${e2e.app.url}/?ticker=BTC,ETH&sentiment=bearish`);
    const remove = (label: string) => chips(page).getByRole('button', { name: `Remove filter ${label}` });
    await remove('$BTC').waitFor();

    await remove('$BTC').press('Enter');
    await expect.poll(() => chips(page).getByRole('button', { name: /^Remove filter/ }).count()).toBe(2);
    await expect.poll(() => focused(remove('$ETH'))).toBe(true);
    // The last chip's neighbour is the one before it.
    await remove('Bearish').press('Enter');
    await expect.poll(() => focused(remove('$ETH'))).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await expect.poll(() => focused(page.getByRole('heading', { name: 'Latest News', level: 1 }))).toBe(true);

    // Clear all, gone with the chips, gives it to the heading too; Tab goes on from there.
    await page.goto(`${e2e.app.url}/?ticker=BTC&sentiment=bearish`);
    await chips(page).getByRole('button', { name: 'Clear all' }).press('Enter');
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await expect.poll(() => focused(page.getByRole('heading', { name: 'Latest News', level: 1 }))).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });
});

describe.each(WIDTHS)('target sizes above and in the feed at %i px', (width) => {
  it("gives the chips' buttons, the card's menu and the search notice's close 24 px to a pointer, and 44 px to a finger on a phone, the layout unchanged", async () => {
    const { page, errors, close } = await openPage(e2e.browser, width);
    await signInAs(page, e2e.app, { username: 'reader', password: TEST_PASSWORD });
    await page.goto(`${e2e.app.url}/?ticker=BTC,ETH&sentiment=bearish&minImportance=60&q=slumps`);
    await feed(page).first().getByRole('button', { name: 'Story menu' }).waitFor();
    const controls: [string, Locator][] = [
      ['a chip', chips(page).getByRole('button', { name: 'Remove filter $BTC' })],
      ['a long chip', chips(page).getByRole('button', { name: 'Remove filter Importance ≥ 60' })],
      ['Clear all', chips(page).getByRole('button', { name: 'Clear all' })],
      ['the card menu', feed(page).first().getByRole('button', { name: 'Story menu' })],
      ['the search notice', page.getByRole('main').getByRole('button', { name: 'Clear search' })],
    ];
    // 44 px reach 22 from the middle (less a pixel for rounding); 24 px reach 12.
    const reach = width === 390 ? 21 : 11;
    for (const [name, control] of controls) {
      const target = await targetOf(control);
      expect(target.width, name).toBeGreaterThanOrEqual(24);
      expect(target.height, name).toBeGreaterThanOrEqual(24);
      expect(target.reach, name).toBeGreaterThanOrEqual(reach);
    }
    // The chips keep their height and the card's first row its own: the larger area is around them.
    expect((await chips(page).getByText('$BTC').boundingBox())?.height).toBeLessThanOrEqual(26);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    // The menu's area still opens the menu, not the card.
    await feed(page).first().getByRole('button', { name: 'Story menu' }).click();
    await page.getByRole('menuitem', { name: /^Mute / }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await shoot(page, 'feed-filters-targets');
    expect(errors).toEqual([]);
    await close();
  });
});
