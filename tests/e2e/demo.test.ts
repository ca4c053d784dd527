import type { Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDemo } from '../../src/cli/commands/demo.js';
import { builtInPlugins } from '../../src/plugins/index.js';
import type { TestApp } from '../helpers/app.js';
import { launchBrowser, openPage, PHONE_ONLY, shoot, signInAs, startE2eApp, WIDTHS, type TestBrowser } from './browser.js';

const MEMBER = { username: 'demo-reader', email: 'demo-reader@example.com', password: 'a-good-password' };

let app: TestApp;
let browser: TestBrowser;

beforeAll(async () => {
  // What `npm run demo` does: the built-in plugins, sample quotes, the sample news fetched.
  [app, browser] = await Promise.all([startE2eApp({ MARKET_PROVIDERS: 'sample' }, [...builtInPlugins]), launchBrowser()]);
  await loadDemo(app.ctx, () => {});
  await app.ctx.services.accounts.createUser(MEMBER, 'user');
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe.each(WIDTHS)('the demo home at %i px', (width) => {
  it('shows the sample news, with trending names and moves from the sample quotes', async () => {
    const { page, errors, close } = await openPage(browser, width);
    await page.goto(app.url);
    await page.locator('article[data-news-id]').first().waitFor();
    const trending = page.getByRole('region', { name: 'Trending Topics' });
    const apple = trending.getByRole('listitem').filter({ hasText: 'Apple' });
    await apple.waitFor();
    expect(await apple.textContent()).toContain('AAPL');
    expect(await apple.textContent()).toContain('+1.25%');
    expect(await trending.getByText('no-data').count()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shoot(page, 'demo-home');
    await trending.scrollIntoViewIfNeeded();
    await shoot(page, 'demo-home-trending');
    expect(errors).toEqual([]);
    await close();
  });
});

const isScrape = (request: Request) => request.method() === 'POST' && request.url().endsWith('/scrape-content');

describe.each(PHONE_ONLY)('a sample article at %i px', (width) => {
  it('opens with its whole text, asks nothing of its fictional page, and its Read Original says it is a sample', async () => {
    const { id } = await app.ctx.knex('articles').where('title', 'like', 'Northwind Semiconductors beats%').first('id');
    const { page, errors, close } = await openPage(browser, width);
    await signInAs(page, app, MEMBER);
    const scrapes: string[] = [];
    page.on('request', (request) => isScrape(request) && scrapes.push(request.url()));
    await page.goto(`${app.url}/news/${id}`);
    const article = page.getByRole('article');
    const fullArticle = article.getByRole('region', { name: 'Full Article' });
    await fullArticle.getByText('Data-centre sales grew 38%').waitFor();
    await page.waitForLoadState('networkidle');
    expect(scrapes).toEqual([]);
    expect(await page.getByText('Processing content').count()).toBe(0);
    await shoot(page, 'demo-article');

    expect(await article.getByRole('link', { name: 'Read Original' }).count()).toBe(0);
    await article.getByRole('button', { name: 'Read Original' }).click();
    await page.getByText('Sample story').waitFor();
    expect(await page.getByText('This story was written for the AlphaWire demo: it has no original page to open.').isVisible()).toBe(true);
    await shoot(page, 'demo-article-read-original');
    expect(errors).toEqual([]);
    await close();
  });
});
