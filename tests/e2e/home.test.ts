import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app.js';
import { insertArticle } from '../helpers/articles.js';
import { dialog, headerControls, openPage, shoot, signInAs, useE2eApp, WIDTHS } from './browser.js';

const STORIES = 45;
const MINUTE = 60_000;
const SENTIMENTS = ['bullish', 'bearish', null] as const;

/** "Feed story 07": story 1 is the newest, and the least relevant, so the sorts differ. */
function storyTitle(n: number): string {
  return n === 7 ? 'Lithium miners rally on battery demand' : `Feed story ${String(n).padStart(2, '0')}`;
}

async function seedStories(app: TestApp): Promise<void> {
  const now = Date.now();
  for (let n = 1; n <= STORIES; n += 1) {
    await insertArticle(app.ctx.knex, {
      title: storyTitle(n),
      content_text: n === 7 ? 'Lithium producers gained as carmakers signed supply deals.' : `Body of story ${n}.`,
      published_at: new Date(now - n * 10 * MINUTE),
      categories: n % 3 === 0 ? ['crypto'] : ['markets'],
      tickers: n <= 4 ? ['BTC'] : [],
      relevance_score: n * 2,
      // Stories 40-45 reach 80 on relevance and popularity: Hot News flags them.
      popularity_score: 40 + n,
      ai_score: n % 5 === 0 ? null : 50 + n,
      sentiment: SENTIMENTS[n % 3] ?? null,
    });
  }
}

/** Quotes as the market refresh job stores them; the other symbols stay without data. */
async function seedQuotes(app: TestApp): Promise<void> {
  const row = (symbol: string, name: string, type: string, group: string, price: number, change: number, currency: string, position: number) => ({
    symbol, name, type, market_group: group, price, change_percent: change, currency, data_source: 'sample', position,
  });
  await app.ctx.knex('market_quotes').insert([
    row('^GSPC', 'S&P 500', 'index', 'us', 5000, 0.5, 'USD', 0),
    row('^FTSE', 'FTSE 100', 'index', 'europe', 8000, -0.1, 'GBP', 3),
    row('^N225', 'Nikkei 225', 'index', 'asia', 38000, 1, 'JPY', 7),
    row('EUR/USD', 'Euro / US Dollar', 'currency', 'currencies', 1.1, 0.1, 'USD', 11),
    row('BTC', 'Bitcoin', 'crypto', 'crypto', 60000, 2.5, 'USD', 17),
  ]);
}

const e2e = useE2eApp(async (app) => {
  await seedStories(app);
  await seedQuotes(app);
});

const feedCards = (page: Page) => page.locator('article[data-news-id]');
const cardTitles = (page: Page) => feedCards(page).locator('h2').allTextContents();

async function openHome(page: Page, path = '/'): Promise<void> {
  await page.goto(`${e2e.app.url}${path}`);
  await feedCards(page).first().waitFor();
}

/** Sets a flag on window that only survives if the page is never reloaded. */
async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { homeMarker: true }));
}

async function stillSamePage(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { homeMarker?: boolean }).homeMarker === true);
}

describe.each(WIDTHS)('the home page at %i px', (width) => {
  it('shows the ticker, the feed, hot news, the market overview and trending topics to visitors', async () => {
    const { page, errors, close } = await openPage(e2e.browser, width);
    await openHome(page);

    const ticker = page.getByRole('region', { name: 'Market ticker' });
    for (const group of ['US indices', 'European indices', 'Asian indices', 'Currencies']) {
      await ticker.getByRole('group', { name: group }).waitFor({ state: 'attached' });
    }
    expect(await ticker.getByText('$5,000.00').count()).toBe(1);
    expect(await ticker.getByText('£8,000.00').count()).toBe(1);
    expect(await ticker.getByText('¥38,000.00').count()).toBe(1);
    expect(await ticker.getByText('no-data').count()).toBeGreaterThan(0);

    // The first screen's cards come first, the rest of the page right after (news-feed/news-feed.tsx).
    await expect.poll(() => feedCards(page).count()).toBe(20);
    expect((await cardTitles(page))[0]).toBe('Feed story 01');
    const first = feedCards(page).first();
    expect(await first.getByText('Bearish').isVisible()).toBe(true);
    expect(await first.getByText('Moderate · 51').isVisible()).toBe(true);
    expect(await feedCards(page).nth(4).getByText('Importance N/A').isVisible()).toBe(true);
    expect(await first.getByText(/^1\dm$/).isVisible()).toBe(true);

    const hot = page.getByRole('region', { name: 'Hot News' });
    await hot.getByText('Feed story 45').waitFor();
    expect(await hot.getByText('Hot', { exact: true }).count()).toBe(3);
    await hot.getByRole('button', { name: 'Load more' }).click();
    expect(await hot.getByText(/^Feed story \d+$/).count()).toBe(6);
    // From the keyboard: the last Load more goes with its button, and the focus to the first story it showed (not the page's body).
    await hot.getByRole('button', { name: 'Load more' }).press('Enter');
    await hot.getByRole('button', { name: 'Load more' }).press('Enter');
    expect(await hot.getByRole('button', { name: 'Load more' }).count()).toBe(0);
    const shownLast = await hot.locator('[data-hot-id]').nth(9).getAttribute('data-hot-id');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-hot-id'))).toBe(shownLast);

    const overview = page.getByRole('region', { name: 'Market Overview' });
    await overview.getByText('$60,000.00').waitFor();
    expect(await overview.getByText('+2.50%').isVisible()).toBe(true);
    // The finance sites open beside the app; the symbols are the app's own links to their asset pages.
    const outbound = overview.getByRole('link').filter({ hasNotText: /^[A-Z0-9^./-]+$/ });
    expect(await outbound.count()).toBe(2);
    for (const link of await outbound.all()) {
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toContain('noopener');
    }
    expect(await overview.getByRole('link', { name: 'Asset page of BTC' }).getAttribute('href')).toBe('/assets/BTC');

    const trending = page.getByRole('region', { name: 'Trending Topics' });
    await trending.getByText('Bitcoin').waitFor();
    expect(await trending.getByLabel('Rank 1').isVisible()).toBe(true);

    const join = page.getByRole('region', { name: 'Read the full story' });
    expect(await join.getByRole('button', { name: 'Login' }).isVisible()).toBe(true);
    expect(await join.getByRole('button', { name: 'Register' }).isVisible()).toBe(true);

    await page.evaluate(() => window.scrollTo(0, 0));
    await shoot(page, 'home');
    expect(errors).toEqual([]);
    await close();
  });

  it('filters by topic through the header without a reload', async () => {
    const { page, close } = await openPage(e2e.browser, width);
    await openHome(page);
    await markPage(page);
    await (await headerControls(page)).getByRole('button', { name: 'All' }).click();
    await page.getByRole('menuitemradio', { name: 'Crypto' }).click();
    await page.waitForURL(/\?topic=crypto$/);
    await page.getByRole('heading', { name: 'Crypto News' }).waitFor();
    await expect.poll(async () => (await cardTitles(page))[0]).toBe('Feed story 03');
    expect(await stillSamePage(page)).toBe(true);

    // Another part of the page may announce a topic without touching the address.
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('topicChanged', { detail: 'defi' })));
    await page.getByText('No news found for the selected filter.').waitFor();
    await close();
  });
});

describe('the feed', () => {
  it('changes order with the sort, kept in the address', async () => {
    const { page, close } = await openPage(e2e.browser, 1280);
    await openHome(page);
    await page.getByLabel('Sort news').selectOption({ label: 'Most Relevant' });
    await expect.poll(async () => (await cardTitles(page))[0]).toBe('Feed story 45');
    // Kept in the address (replaced, as the topic is), so Back to the feed and a shared link keep it.
    await page.waitForURL(`${e2e.app.url}/?sort=relevance`);
    await page.goto(`${e2e.app.url}/about`);
    await page.goBack();
    await expect.poll(async () => (await cardTitles(page))[0]).toBe('Feed story 45');
    expect(await page.getByLabel('Sort news').inputValue()).toBe('relevance');
    await page.getByLabel('Sort news').selectOption({ label: 'Latest' });
    await expect.poll(async () => (await cardTitles(page))[0]).toBe('Feed story 01');
    await page.waitForURL(`${e2e.app.url}/`);
    await close();
  });

  it('loads 20 more stories per Load more, to the end', async () => {
    const { page, close } = await openPage(e2e.browser, 1280);
    await openHome(page);
    const feed = page.getByRole('region', { name: 'Latest News' });
    // From the keyboard: Load more keeps the focus while it loads; once it goes, the last story has it.
    const loadMore = feed.getByRole('button', { name: 'Load more' });
    await loadMore.press('Enter');
    await expect.poll(() => feedCards(page).count()).toBe(40);
    expect((await cardTitles(page))[20]).toBe('Feed story 21');
    await expect.poll(() => loadMore.getAttribute('data-loading')).toBe(null);
    expect(await loadMore.evaluate((button) => button === document.activeElement)).toBe(true);
    await loadMore.press('Enter');
    await expect.poll(() => feedCards(page).count()).toBe(STORIES);
    await page.getByText('You are all caught up.').waitFor();
    await expect.poll(() => feedCards(page).last().locator('[data-card-title]').evaluate((title) => title === document.activeElement)).toBe(true);
    await close();
  });

  it('places a sponsored card after every 8th story', async () => {
    const { page, close } = await openPage(e2e.browser, 1280);
    await openHome(page);
    await expect.poll(() => feedCards(page).count()).toBe(20);
    const placement = await page.evaluate(() => {
      const cards = Array.from(document.querySelectorAll<HTMLElement>('article[data-news-id]'));
      return Array.from(document.querySelectorAll('aside[aria-label="Sponsored"]')).map((ad) => {
        const before = ad.previousElementSibling as HTMLElement | null;
        return cards.findIndex((card) => card === before) + 1;
      });
    });
    expect(placement).toEqual([8, 16]);
    expect(await page.getByRole('complementary', { name: 'Sponsored' }).first().getByText('Market news, scored and summarised').isVisible()).toBe(true);
    await close();
  });

  it('searches from the header, keeping q in the address and marking the matches', async () => {
    const { page, close } = await openPage(e2e.browser, 1280);
    await openHome(page);
    await markPage(page);
    await page.keyboard.press('/');
    await page.keyboard.type('lithium');
    await page.waitForURL(/\?q=lithium$/);
    await expect.poll(() => feedCards(page).count()).toBe(1);
    expect(await feedCards(page).locator('mark').first().textContent()).toBe('Lithium');
    expect(await page.getByRole('complementary', { name: 'Sponsored' }).count()).toBe(0);
    expect(await stillSamePage(page)).toBe(true);
    await shoot(page, 'home-search');

    await page.getByRole('main').getByRole('button', { name: 'Clear search' }).click();
    await expect.poll(() => feedCards(page).count()).toBe(20);
    expect(page.url()).toBe(`${e2e.app.url}/`);
    await close();
  });

  it('keeps what is typed while the address catches up with the search, on a slow device', async () => {
    const { page, close } = await openPage(e2e.browser, 1280);
    await openHome(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
    await page.keyboard.press('/');
    // Pauses about as long as the search waits before it sets the address: each one sets it while
    // the next keys arrive.
    await page.keyboard.type('lithium', { delay: 305 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.waitForURL(/\?q=lithium$/);
    expect(await page.getByRole('searchbox').first().inputValue()).toBe('lithium');
    await close();
  });

  it('says so when no news matches the words searched', async () => {
    const { page, close } = await openPage(e2e.browser, 1280);
    await page.goto(`${e2e.app.url}/?q=zeppelin`);
    await page.getByText('No news matched “zeppelin”. Try other or fewer words.').waitFor();
    expect(await page.getByText('No news found for the selected filter.').count()).toBe(0);
    // The longest search the API takes, in one unbroken word, wraps rather than widen the page.
    const word = 'z'.repeat(200);
    await page.goto(`${e2e.app.url}/?q=${word}`);
    await page.getByText(`No news matched “${word}”. Try other or fewer words.`).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await close();
  });

  it('brings the top of the feed back into view when the sort changes after Load more', async () => {
    const { page, close } = await openPage(e2e.browser, 390);
    await openHome(page);
    await page.getByRole('region', { name: 'Latest News' }).getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => feedCards(page).count()).toBe(40);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    // The sort picked without scrolling up to it, as a keyboard or a phone's picker may.
    await page.getByLabel('Sort news').evaluate((select: HTMLSelectElement) => {
      select.value = 'relevance';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await expect.poll(async () => (await cardTitles(page))[0]).toBe('Feed story 45');
    const title = await page.getByRole('heading', { name: 'Latest News', level: 1 }).boundingBox();
    expect(title?.y).toBeGreaterThanOrEqual(60);
    expect(title?.y).toBeLessThan(200);
    await close();
  });

  it('takes a search typed on another page to the home feed', async () => {
    const { page, close } = await openPage(e2e.browser, 1280);
    await page.goto(`${e2e.app.url}/reset-password`);
    const search = page.getByRole('banner').getByRole('searchbox', { name: 'Search news' });
    // Past the 200 characters the news calls take, a search could only fail: the field stops there.
    await search.fill(`lithium ${'x'.repeat(240)}`);
    expect((await search.inputValue()).length).toBe(200);
    await search.fill('lithium');
    await search.press('Enter');
    await page.waitForURL(/\/\?q=lithium$/);
    await expect.poll(() => feedCards(page).count()).toBe(1);
    await close();
  });
});

describe('choosing a story', () => {
  it('opens its detail in the right column, and Back brings Hot News back', async () => {
    const { page, close } = await openPage(e2e.browser, 1280);
    await openHome(page);
    await feedCards(page).nth(2).click();
    const detail = page.getByRole('region', { name: 'Feed story 03' });
    await detail.waitFor();
    expect(await detail.getByRole('link', { name: 'Read Original' }).getAttribute('href')).toMatch(/^https:\/\/news\.example\.org\//);
    expect(await detail.getByRole('button', { name: 'Sign in' }).isVisible()).toBe(true);
    expect(await page.getByRole('region', { name: 'Hot News' }).count()).toBe(0);
    await shoot(page, 'home-detail');
    await detail.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('region', { name: 'Hot News' }).waitFor();
    await close();
  });

  it('on a phone, shows the detail first and hides the market panels until Back', async () => {
    const { page, close } = await openPage(e2e.browser, 390);
    await openHome(page);
    await feedCards(page).nth(5).click();
    const detail = page.getByRole('region', { name: 'Feed story 06' });
    await detail.waitFor();
    await expect.poll(() => detail.evaluate((element) => element.getBoundingClientRect().top)).toBeLessThan(200);
    expect(await page.getByRole('region', { name: 'Market Overview' }).isVisible()).toBe(false);
    expect(await page.getByRole('region', { name: 'Trending Topics' }).isVisible()).toBe(false);
    await shoot(page, 'home-detail');
    await detail.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('region', { name: 'Market Overview' }).waitFor();
    expect(await page.getByRole('region', { name: 'Trending Topics' }).isVisible()).toBe(true);
    await close();
  });

  it('moves with j and k and opens with Enter, not while typing', async () => {
    const { page, close } = await openPage(e2e.browser, 1280);
    await openHome(page);
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    await page.keyboard.press('k');
    expect(await page.locator('article[data-cursor]').locator('h2').textContent()).toBe('Feed story 02');
    await page.keyboard.press('Enter');
    await page.getByRole('region', { name: 'Feed story 02' }).waitFor();

    await page.getByRole('banner').getByRole('searchbox', { name: 'Search news' }).focus();
    await page.keyboard.type('jj');
    // Read at once: the typed search filters the feed after a pause.
    const cursor = await page.evaluate(() => document.querySelector('article[data-cursor] h2')?.textContent);
    expect(cursor).toBe('Feed story 02');
    await close();
  });

  it('goes on to the full article page for a member who opens it again', async () => {
    await e2e.app.ctx.services.accounts.createUser({ username: 'desk', email: 'desk@example.com', password: 'Desk-pass-123' }, 'admin');
    const { page, close } = await openPage(e2e.browser, 1280);
    await openHome(page);
    await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
    await dialog(page).getByLabel('Username or Email').fill('desk');
    await dialog(page).getByLabel('Password', { exact: true }).fill('Desk-pass-123');
    await dialog(page).getByRole('button', { name: 'Login', exact: true }).click();
    const admin = page.getByRole('region', { name: 'Admin Settings' });
    await admin.waitFor();
    expect(await admin.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/admin');
    expect(await admin.getByRole('button', { name: 'Logout' }).isVisible()).toBe(true);

    await page.keyboard.press('j');
    await page.keyboard.press('o');
    const detail = page.getByRole('region', { name: 'Feed story 01' });
    // The panel's code loads with the first story opened.
    await detail.getByRole('link', { name: 'Open full article' }).waitFor();
    const id = await feedCards(page).first().getAttribute('data-news-id');
    await page.keyboard.press('o');
    await page.waitForURL(`${e2e.app.url}/news/${id}`);
    await close();
  });
});

describe('coming back to the feed', () => {
  it('finds the stories loaded, the open story and the place it left, and a story page opens at its top', async () => {
    await e2e.app.ctx.services.accounts.createUser({ username: 'returner', email: 'returner@example.com', password: 'Return-pass-123' }, 'user');
    const { page, close } = await openPage(e2e.browser, 1280);
    await signInAs(page, e2e.app, { username: 'returner', password: 'Return-pass-123' });
    await openHome(page);
    await page.getByRole('region', { name: 'Latest News' }).getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => feedCards(page).count()).toBe(40);
    const card = feedCards(page).nth(29);
    await card.locator('[data-card-title]').click();
    const id = await card.getAttribute('data-news-id');
    const detail = page.getByRole('region', { name: 'Feed story 30' });
    await detail.waitFor();
    const left = await page.evaluate(() => window.scrollY);
    expect(left).toBeGreaterThan(1000);

    await detail.getByRole('link', { name: 'Open full article' }).click();
    await page.waitForURL(`${e2e.app.url}/news/${id}`);
    await page.getByRole('heading', { level: 1, name: 'Feed story 30' }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await page.waitForURL(`${e2e.app.url}/`);
    await expect.poll(() => feedCards(page).count()).toBe(40);
    await page.getByRole('region', { name: 'Feed story 30' }).waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);
    // A new visit to the home page, from the story's page, starts over at its top.
    await page.goForward();
    await page.waitForURL(`${e2e.app.url}/news/${id}`);
    await page.getByRole('banner').getByRole('link', { name: 'AlphaWire' }).click();
    await page.waitForURL(`${e2e.app.url}/`);
    await expect.poll(() => feedCards(page).count()).toBe(20);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await close();
  });
});

describe.each(WIDTHS)('the detail panel by keyboard at %i px', (width) => {
  it('takes the focus when a card opens it, and Back gives it back to that card', async () => {
    const { page, close } = await openPage(e2e.browser, width);
    await openHome(page);
    const title = feedCards(page).nth(2).getByRole('button', { name: 'Feed story 03' });
    await title.press('Enter');
    const detail = page.getByRole('region', { name: 'Feed story 03' });
    await expect.poll(() => detail.evaluate((panel) => panel === document.activeElement)).toBe(true);
    // The next Tab is inside the panel, on its first control.
    await page.keyboard.press('Tab');
    expect(await detail.getByRole('button', { name: 'Back' }).evaluate((back) => back === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => title.evaluate((button) => button === document.activeElement)).toBe(true);
    await close();
  });
});

describe('live updates', () => {
  async function publishNewStory(title: string): Promise<number> {
    const id = await insertArticle(e2e.app.ctx.knex, { title, published_at: new Date(), categories: ['markets'] });
    await e2e.app.ctx.services.live.publish({ event: 'articles', data: { kind: 'new', ids: [id] } });
    return id;
  }

  async function streamOpen(page: Page): Promise<void> {
    await page.getByRole('main').getByText('Live', { exact: true }).waitFor();
  }

  it('puts a new story at the top without a reload for a reader at the top', async () => {
    const { page, close } = await openPage(e2e.browser, 1280);
    await openHome(page);
    await streamOpen(page);
    await markPage(page);
    await publishNewStory('Breaking: live story at the top');
    await expect.poll(async () => (await cardTitles(page))[0], { timeout: 10_000 }).toBe('Breaking: live story at the top');
    expect(await stillSamePage(page)).toBe(true);
    await close();
  });

  it('tells screen readers politely how many new articles arrived', async () => {
    const { page, close } = await openPage(e2e.browser, 1280);
    await openHome(page);
    await streamOpen(page);
    await publishNewStory('Breaking: story for the screen reader');
    await expect.poll(() => page.locator('[aria-live="polite"]').allTextContents(), { timeout: 10_000 }).toContain('1 new article');
    await close();
  });

  it('offers an "N new" pill to a reader further down, which brings them up to the new story', async () => {
    const { page, close } = await openPage(e2e.browser, 390);
    await openHome(page);
    await streamOpen(page);
    await markPage(page);
    await page.mouse.wheel(0, 3000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await publishNewStory('Breaking: story for the scrolled reader');
    const pill = page.getByRole('button', { name: '1 new story' });
    await pill.waitFor();
    await shoot(page, 'home-new-pill');
    await pill.click();
    await expect.poll(async () => (await cardTitles(page))[0], { timeout: 10_000 }).toBe('Breaking: story for the scrolled reader');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);
    expect(await stillSamePage(page)).toBe(true);
    await close();
  });

  // A live event names every new article: counted as they came, the pill promised stories this view never shows.
  it('counts in the pill and the announcement only the new stories the view shows', async () => {
    const { page, close } = await openPage(e2e.browser, 390);
    await page.goto(`${e2e.app.url}/?topic=crypto`);
    await feedCards(page).first().waitFor();
    await streamOpen(page);
    await page.mouse.wheel(0, 3000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    const ids = [];
    for (const [title, category] of [['Breaking: a markets story', 'markets'], ['Breaking: a crypto story', 'crypto']]) {
      ids.push(await insertArticle(e2e.app.ctx.knex, { title, published_at: new Date(), categories: [category!] }));
    }
    await e2e.app.ctx.services.live.publish({ event: 'articles', data: { kind: 'new', ids } });
    await expect.poll(() => page.locator('[aria-live="polite"]').allTextContents(), { timeout: 10_000 }).toContain('1 new article');
    expect(await page.getByRole('button', { name: /new stor/ }).textContent()).toBe('1 new story');
    await close();
  });
});
