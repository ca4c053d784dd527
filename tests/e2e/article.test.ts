import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app.js';
import { insertArticle } from '../helpers/articles.js';
import { dialog, launchBrowser, MEMBER_HEADER_WIDTH, openPage, shoot, startE2eApp, WIDTHS, type TestBrowser } from './browser.js';

const MEMBER = { username: 'reader', email: 'reader@example.com', password: 'a-good-password' };

let app: TestApp;
let browser: TestBrowser;
let originalSite: HeldPages;
const ids: Record<'story' | 'twin' | 'echo' | 'bare' | 'hostile' | 'arabic', number> = { story: 0, twin: 0, echo: 0, bare: 0, hostile: 0, arabic: 0 };

// Arabic opening with Latin letters and digits: dir="auto" would read it left to right.
const ARABIC = { title: 'S&P 500 يرتفع إلى مستوى قياسي جديد بعد بيانات التضخم', summary: 'S&P 500 أغلق عند مستوى قياسي بعد تباطؤ التضخم.', text: 'S&P 500 صعد بنسبة واحد في المئة.' };

/**
 * A stand-in for the original sites: it answers nothing until released, so an article whose
 * full text was asked for stays "pending" exactly as long as the test wants.
 */
interface HeldPages {
  url: string;
  release(): Promise<void>;
}

async function holdPages(): Promise<HeldPages> {
  const waiting: ServerResponse[] = [];
  const server: Server = createServer((_request: IncomingMessage, response) => void waiting.push(response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async release() {
      for (const response of waiting.splice(0)) response.writeHead(404).end();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

async function seedArticles(): Promise<void> {
  const knex = app.ctx.knex;
  const [cluster] = await knex('story_clusters').insert({ title: 'BTC above 71k', article_count: 3 }).returning('id');
  ids.story = await insertArticle(
    knex,
    {
      title: 'Bitcoin tops $71,000 as ETF inflows return',
      categories: ['crypto', 'markets'],
      ai_score: 86,
      popularity_score: 64,
      relevance_score: 90,
      sentiment: 'bullish',
      tweet: 'Bitcoin tops $71K as spot ETF inflows return: $480M in a day. $BTC',
      full_content:
        '<p>Bitcoin climbed above <strong>$71,000</strong>.</p><h2>Why the flows matter</h2>' +
        '<figure><img src="https://images.example.org/chart.png" alt="Price chart" width="1200" height="600"></figure>' +
        '<p>Funds took in $480m on Monday.</p>',
      cluster_id: cluster.id,
      source_name: 'Coin Desk Wire',
    },
    'Bitcoin rose above $71,000 as US spot ETFs took in $480m, their biggest inflow in a month.',
  );
  await knex('articles').where({ id: ids.story }).update({ tickers: ['BTC', 'ETH'] });
  ids.twin = await insertArticle(knex, { title: 'BTC passes 71k on fund demand', source_name: 'Chain Post', cluster_id: cluster.id });
  ids.echo = await insertArticle(knex, { title: 'Bitcoin ETFs see biggest day in a month', source_name: 'Markets Daily', cluster_id: cluster.id });
  ids.bare = await insertArticle(knex, { title: 'Copper climbs on supply worries' });
  await knex('articles').where({ id: ids.bare }).update({ url: null });
  ids.hostile = await insertArticle(knex, {
    title: 'A page the server failed to clean',
    full_content:
      '<p>Readable text.</p><script>window.__pwned = 1</script><img src="x" onerror="window.__pwned = 2">' +
      '<a href="javascript:window.__pwned = 3">bad link</a><iframe src="https://evil.example.org"></iframe>',
  });
  // Dated before the rest, so the side lists the other tests count stay as they were.
  ids.arabic = await insertArticle(
    knex,
    { title: ARABIC.title, language: 'ar', full_content: `<p>${ARABIC.text}</p>`, published_at: new Date(Date.UTC(2026, 0, 1)) },
    ARABIC.summary,
  );
  for (let i = 0; i < 6; i += 1) await insertArticle(knex, { title: `Market wrap number ${i + 1}` });
}

/** Signs the page's browser context in through the API, as the login dialog would. */
async function signIn(page: Page): Promise<void> {
  await page.goto(app.url);
  const status = await page.evaluate(async (member) => {
    await fetch('/api/version'); // sets the crumb cookie that mutating calls echo
    const crumb = document.cookie.split('; ').find((cookie) => cookie.startsWith('crumb='))?.slice('crumb='.length) ?? '';
    const response = await fetch('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': decodeURIComponent(crumb) },
      body: JSON.stringify({ loginId: member.username, password: member.password }),
    });
    return response.status;
  }, MEMBER);
  expect(status).toBe(200);
}

const isArticleFetch = (id: number) => (request: Request) => request.method() === 'GET' && new URL(request.url()).pathname === `/api/news/${id}`;
const isScrape = (id: number) => (request: Request) => request.method() === 'POST' && request.url().endsWith(`/api/news/${id}/scrape-content`);

beforeAll(async () => {
  originalSite = await holdPages();
  // The server may fetch from loopback, where the stand-in original site listens.
  [app, browser] = await Promise.all([startE2eApp({ FETCH_ALLOW_PRIVATE: 'true' }), launchBrowser()]);
  await app.ctx.services.accounts.createUser(MEMBER, 'user');
  await seedArticles();
});

afterAll(async () => {
  await originalSite?.release();
  await browser?.close();
  await app?.stop();
});

describe.each(WIDTHS)('the article page at %i px', (width) => {
  it('walls off signed-out visitors without asking for the article, and opens once they log in', async () => {
    const { page, errors, close } = await openPage(browser, width);
    const articleFetches: string[] = [];
    page.on('request', (request) => isArticleFetch(ids.story)(request) && articleFetches.push(request.url()));
    await page.goto(`${app.url}/news/${ids.story}`);
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'Sign in to read this article' }).waitFor();
    expect(await main.getByRole('link', { name: 'Back to News Feed' }).getAttribute('href')).toBe('/');
    await page.waitForLoadState('networkidle');
    expect(articleFetches).toEqual([]);
    await shoot(page, 'article-sign-in-wall');

    await main.getByRole('button', { name: 'Sign Up' }).click();
    await dialog(page).getByText('Create your account').waitFor();
    await dialog(page).getByRole('button', { name: 'Login', exact: true }).click(); // "Already have an account? Login"
    await dialog(page).getByLabel('Username or Email').fill(MEMBER.username);
    await dialog(page).getByLabel('Password', { exact: true }).fill(MEMBER.password);
    await dialog(page).getByRole('button', { name: 'Login', exact: true }).click();
    await main.getByRole('heading', { name: 'Bitcoin tops $71,000 as ETF inflows return' }).waitFor();
    expect(articleFetches.length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await close();
  });

  it('shows a member every section: scores, summary, tweet, full text, other sources and the side lists', async () => {
    const { page, errors, close } = await openPage(browser, width);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page);
    await page.goto(`${app.url}/news/${ids.story}`);
    const article = page.getByRole('article');
    await article.getByRole('heading', { name: 'Bitcoin tops $71,000 as ETF inflows return' }).waitFor();

    expect(await article.getByText('Coin Desk Wire', { exact: true }).isVisible()).toBe(true);
    const original = article.getByRole('link', { name: 'Read Original' });
    expect(await original.getAttribute('target')).toBe('_blank');
    expect(await original.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await article.getByText('Bullish', { exact: true }).isVisible()).toBe(true);
    for (const text of ['86', 'Very important', '64', 'High popularity', 'crypto', '$BTC', '$ETH', 'about 1 minute']) {
      expect(await article.getByText(text, { exact: true }).first().isVisible(), text).toBe(true);
    }
    expect(await article.getByText('their biggest inflow in a month.').isVisible()).toBe(true);
    // docs/product.md#asset-pages: each ticker leads to its asset page.
    expect(await article.getByRole('link', { name: 'Asset page of BTC' }).getAttribute('href')).toBe('/assets/BTC');

    const tweet = 'Bitcoin tops $71K as spot ETF inflows return: $480M in a day. $BTC';
    await article.getByRole('button', { name: 'Copy tweet' }).click();
    await article.getByRole('button', { name: 'Copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(tweet);

    const fullArticle = article.getByRole('region', { name: 'Full Article' });
    expect(await fullArticle.getByRole('heading', { name: 'Why the flows matter' }).isVisible()).toBe(true);
    expect(await fullArticle.locator('strong', { hasText: '$71,000' }).isVisible()).toBe(true);
    const image = fullArticle.getByRole('img', { name: 'Price chart' });
    expect(await image.evaluate((img) => getComputedStyle(img).maxWidth)).toBe('100%');

    const related = article.getByRole('region', { name: 'Also reported by' });
    expect(await related.getByRole('link', { name: 'BTC passes 71k on fund demand' }).getAttribute('href')).toBe(`/news/${ids.twin}`);
    expect(await related.getByText('Markets Daily').isVisible()).toBe(true);

    const latest = page.getByRole('region', { name: 'Latest News' });
    const hot = page.getByRole('region', { name: 'Hot News' });
    await expect.poll(() => latest.getByRole('link').count()).toBe(5);
    await expect.poll(() => hot.getByRole('link').count()).toBe(5);
    expect(await hot.getByRole('link').first().textContent()).toBe('Bitcoin tops $71,000 as ETF inflows return');
    await expectSideListsPlaced(page, width);
    await shoot(page, 'article-member');
    await shoot(page, 'article-member-full', { fullPage: true });

    const next = latest.getByRole('link', { name: 'Market wrap number 6' });
    const href = await next.getAttribute('href');
    await next.click();
    await page.waitForURL(`${app.url}${href}`);
    await article.getByRole('heading', { name: 'Market wrap number 6' }).waitFor();
    expect(errors).toEqual([]);
    await close();
  });
});

/** Beside the article on wide screens; below it on phones, so the article comes first. */
async function expectSideListsPlaced(page: Page, width: number): Promise<void> {
  const articleBox = await page.getByRole('article').boundingBox();
  const listBox = await page.getByRole('region', { name: 'Latest News' }).boundingBox();
  if (!articleBox || !listBox) throw new Error('article or side list not laid out');
  if (width >= 1000) expect(listBox.x + listBox.width).toBeLessThanOrEqual(articleBox.x);
  else expect(listBox.y).toBeGreaterThanOrEqual(articleBox.y + articleBox.height);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

// docs/accessibility.md#keyboard-and-screen-readers: the wall's Login goes with the wall once signed
// in, and the focus had fallen to the page's body; it goes to the page that took the wall's place.
describe.each([390, 1280, MEMBER_HEADER_WIDTH] as const)('signing in from the wall at %i px', (width) => {
  it('leaves the focus on the page that replaced the wall', async () => {
    const { page, close } = await openPage(browser, width);
    await page.goto(`${app.url}/news/${ids.story}`);
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Login' }).press('Enter');
    await dialog(page).getByLabel('Username or Email').fill(MEMBER.username);
    await dialog(page).getByLabel('Password', { exact: true }).fill(MEMBER.password);
    await dialog(page).getByLabel('Password', { exact: true }).press('Enter');
    await dialog(page).waitFor({ state: 'hidden' });
    await main.getByRole('heading', { name: 'Bitcoin tops $71,000 as ETF inflows return' }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
    await close();
  });
});

describe.each(WIDTHS)('an article in a right-to-left language at %i px', (width) => {
  it('lays out its title, summary and full text right to left, though they open with Latin letters', async () => {
    const { page, errors, close } = await openPage(browser, width);
    await signIn(page);
    await page.goto(`${app.url}/news/${ids.arabic}`);
    const article = page.getByRole('article');
    const title = article.getByRole('heading', { name: ARABIC.title });
    await title.waitFor();
    expect(await title.evaluate((node) => getComputedStyle(node).direction)).toBe('rtl');
    const direction = (text: string) => article.getByText(text, { exact: true }).evaluate((node) => getComputedStyle(node).direction);
    expect(await direction(ARABIC.summary)).toBe('rtl');
    expect(await direction(ARABIC.text)).toBe('rtl');
    // The tweet draft opens with the headline.
    const draft = page.getByRole('region', { name: 'AI Tweet Draft' }).locator('p').first();
    expect(await draft.evaluate((node) => getComputedStyle(node).direction)).toBe('rtl');
    await shoot(page, 'article-right-to-left');
    expect(errors).toEqual([]);
    await close();
  });
});

describe('the automatic full-text request', () => {
  it('asks once for an article with only its feed text, says so, and shows the full text when ready', async () => {
    const id = await insertArticle(app.ctx.knex, { title: 'Gold holds near record', content_text: 'Short feed text about gold.' });
    await app.ctx.knex('articles').where({ id }).update({ url: `${originalSite.url}/gold-holds` });
    const { page, errors, close } = await openPage(browser, 1280);
    await signIn(page);
    // Requests, timed by the browser's own clock (timing().startTime): the moment an event reaches
    // this process varies with load, by enough to make a 3 s gap look like 2.8 s.
    const scrapes: Request[] = [];
    const fetches: Request[] = [];
    page.on('request', (request) => {
      if (isScrape(id)(request)) scrapes.push(request);
      if (isArticleFetch(id)(request)) fetches.push(request);
    });

    const accepted = page.waitForResponse((response) => isScrape(id)(response.request()));
    await page.goto(`${app.url}/news/${id}`);
    expect((await accepted).status()).toBe(202);
    await page.getByText('Processing content').waitFor();
    expect(await page.getByText('Content processing initiated').isVisible()).toBe(true);
    expect(await page.getByText('Short feed text about gold.').first().isVisible()).toBe(true);
    await page.getByText('Fetching the full article from the original page…').waitFor(); // the 3 s refetch saw "pending"
    // The article came in the page itself: the first call for it is the refetch, 3 s after the request.
    const asked = scrapes[0]!.timing().startTime;
    const refetch = fetches.find((fetch) => fetch.timing().startTime > asked);
    expect(refetch!.timing().startTime - asked).toBeGreaterThanOrEqual(2_900);
    await shoot(page, 'article-content-pending');

    await app.ctx.knex('articles').where({ id }).update({ full_content: '<p>The whole story, read from the original page.</p>', full_content_status: 'done' });
    await page.getByText('The whole story, read from the original page.').waitFor({ timeout: 8_000 });
    expect(await page.getByText('Fetching the full article from the original page…').count()).toBe(0);
    const settled = fetches.length;
    await page.waitForTimeout(3_500);
    expect(fetches.length).toBe(settled); // done: no more polling
    expect(scrapes).toHaveLength(1);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('article errors', () => {
  it('says plainly that an unknown article does not exist, in its panel and toast, and Back leaves for the feed', async () => {
    const { page, errors, close } = await openPage(browser, 390);
    await signIn(page);
    await page.goto(`${app.url}/news/987654`);
    await page.getByRole('main').getByText('This article does not exist. Check the link, or go back to the news.').waitFor();
    // The page's one level-one heading (it had none).
    expect(await page.getByRole('heading', { level: 1 }).allTextContents()).toEqual(['Article not found']);
    // The toast's code loads with the first toast, so it may show a moment after the panel.
    await page.getByText('Error loading news').waitFor();
    expect(await page.getByText('This article does not exist.', { exact: true }).isVisible()).toBe(true);
    // Trying again would not bring it: nothing says to.
    expect(await page.getByText(/try again later|may not exist/).count()).toBe(0);
    await shoot(page, 'article-error');
    await page.getByRole('main').getByRole('button', { name: 'Back' }).click();
    await page.waitForURL(`${app.url}/`);
    expect(errors).toEqual([]);
    await close();
  });

  it('keeps the words that suggest trying again for a failure of the server', async () => {
    const { page, close } = await openPage(browser, 1280);
    await signIn(page);
    const outage = { statusCode: 503, error: 'Service Unavailable', message: 'The database is not answering' };
    await page.route('**/api/news/987655', (route) => route.fulfill({ status: 503, json: outage }));
    await page.goto(`${app.url}/news/987655`);
    await page.getByText('Failed to load the news article. The article may not exist or there was a server error.').waitFor();
    await page.getByText('Failed to load the news article. Please try again later.').waitFor();
    await close();
  });

  it('answers an address that cannot be an article id with the not-found screen, asking nothing', async () => {
    const { page, close } = await openPage(browser, 1280);
    await signIn(page);
    const newsFetches: string[] = [];
    page.on('request', (request) => /\/api\/news\/[^/?]+$/.test(new URL(request.url()).pathname) && newsFetches.push(request.url()));
    await page.goto(`${app.url}/news/not-a-number`);
    await page.getByRole('heading', { name: '404 - Page Not Found' }).waitFor();
    expect(newsFetches).toEqual([]);
    await close();
  });

  it('explains that an article without a link has no original to open', async () => {
    const { page, errors, close } = await openPage(browser, 1280);
    await signIn(page);
    const scrapes: string[] = [];
    page.on('request', (request) => isScrape(ids.bare)(request) && scrapes.push(request.url()));
    await page.goto(`${app.url}/news/${ids.bare}`);
    await page.getByRole('article').getByRole('button', { name: 'Read Original' }).click();
    await page.getByText('No URL available').waitFor();
    expect(await page.getByText('Sorry, the original article URL is not available.').isVisible()).toBe(true);
    expect(scrapes).toEqual([]); // nothing to read without a link
    expect(errors).toEqual([]);
    await close();
  });
});

describe('article HTML the server failed to clean', () => {
  it('keeps the text and renders no script, handler, javascript: link or frame', async () => {
    const { page, errors, close } = await openPage(browser, 1280);
    await signIn(page);
    await page.goto(`${app.url}/news/${ids.hostile}`);
    const fullArticle = page.getByRole('region', { name: 'Full Article' });
    await fullArticle.getByText('Readable text.').waitFor();
    expect(await fullArticle.locator('script, iframe, [onerror]').count()).toBe(0);
    expect(await fullArticle.getByRole('link').count()).toBe(0);
    expect(await fullArticle.getByText('bad link').isVisible()).toBe(true);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    // Parsing the hostile markup, even inertly, makes Chromium report the page's CSP; nothing else may appear.
    expect(errors.filter((error) => !error.includes('Content Security Policy'))).toEqual([]);
    await close();
  });
});
