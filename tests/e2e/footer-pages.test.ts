import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_VERSION } from '../../src/server/version.js';
import type { TestApp } from '../helpers/app.js';
import { insertArticle } from '../helpers/articles.js';
import { openPage, PHONE_ONLY, shoot, startE2eApp, useE2eApp, WIDTHS } from './browser.js';

async function seedFeed(app: TestApp): Promise<void> {
  for (let n = 1; n <= 9; n += 1) await insertArticle(app.ctx.knex, { title: `Footer story ${n}`, published_at: new Date(Date.now() - n * 60_000) });
}

const e2e = useE2eApp(async (app) => {
  await app.ctx.knex('sources').insert([
    { name: 'Wire Two', url: 'https://two.example.org/feed.xml?key=not-for-visitors' },
    { name: 'A Wire', url: 'https://one.example.org/feed.xml' },
    { name: 'Switched Off', url: 'https://off.example.org/feed.xml', enabled: false },
  ]);
  await seedFeed(app);
});

const footer = (page: Page) => page.getByRole('contentinfo');

/** Follows a footer link without reloading the app, and waits for the page's heading. */
async function followFooterLink(page: Page, name: string, heading: string): Promise<void> {
  await page.evaluate(() => Object.assign(window, { sameApp: true }));
  await footer(page).getByRole('link', { name, exact: true }).click();
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
  expect(await page.evaluate(() => (window as { sameApp?: boolean }).sameApp)).toBe(true);
}

describe.each(PHONE_ONLY)('the footer at %i px', (width) => {
  it('links About, API and Privacy, and leaves out Terms and Contact the operator has not set', async () => {
    const { page, errors, close } = await openPage(e2e.browser, width);
    await page.goto(e2e.app.url);
    await footer(page).getByRole('link', { name: 'About' }).waitFor();
    const links = await footer(page).getByRole('link').allTextContents();
    expect(links).toEqual(['About', 'API', 'Privacy']);
    expect(errors).toEqual([]);
    await close();
  });

  it('opens an About page with the version and the names of the enabled sources', async () => {
    const { page, errors, close } = await openPage(e2e.browser, width);
    await page.goto(e2e.app.url);
    await followFooterLink(page, 'About', 'About this site');
    const main = page.getByRole('main');
    await main.getByText(`v${APP_VERSION}`).waitFor();
    expect(await main.getByRole('listitem').allTextContents()).toEqual(['A Wire', 'Wire Two']);
    expect(await main.textContent()).not.toContain('not-for-visitors');
    await shoot(page, 'about');
    expect(errors).toEqual([]);
    await close();
  });

  it('opens an API page listing every call from the OpenAPI document, with who may make it', async () => {
    const { page, errors, close } = await openPage(e2e.browser, width);
    await page.goto(e2e.app.url);
    await followFooterLink(page, 'API', 'API');
    const card = (name: string) => page.getByRole('article', { name, exact: true });
    await card('GET /api/news').waitFor();
    for (const name of ['GET /api/news', 'GET /api/news/{id}', 'GET /api/trending', 'GET /api/market/tickers', 'GET /api/live', 'POST /api/auth/login', 'PUT /api/admin/users/{id}/role']) {
      expect(await card(name).isVisible(), name).toBe(true);
    }
    expect(await card('GET /api/news').textContent()).toContain('The news feed, a page at a time');
    expect(await card('GET /api/news').getByText('query: integer, 1 to 100, default 10').count()).toBe(1);
    expect(await card('GET /api/news/{id}').getByText('Members', { exact: true }).isVisible()).toBe(true);
    expect(await card('PUT /api/admin/users/{id}/role').getByText('Admins', { exact: true }).isVisible()).toBe(true);
    expect(await card('GET /api/news').getByText('Members', { exact: true }).count()).toBe(0);
    expect(await page.getByRole('link', { name: '/api/openapi.json' }).getAttribute('href')).toBe('/api/openapi.json');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await shoot(page, 'api-docs');
    expect(errors).toEqual([]);
    await close();
  });

  it('opens a Privacy page saying what is kept: cookies, accounts and logs', async () => {
    const { page, errors, close } = await openPage(e2e.browser, width);
    await page.goto(e2e.app.url);
    await followFooterLink(page, 'Privacy', 'Privacy');
    for (const section of ['Cookies', 'Accounts', 'Logs']) {
      expect(await page.getByRole('heading', { name: section, level: 2 }).isVisible(), section).toBe(true);
    }
    await shoot(page, 'privacy');
    expect(errors).toEqual([]);
    await close();
  });
});

describe('the sponsored slot with no sponsor set', () => {
  it('holds a house card about AlphaWire, with no shell command', async () => {
    const { page, close } = await openPage(e2e.browser, 1280);
    await page.goto(e2e.app.url);
    const card = page.getByRole('complementary', { name: 'Sponsored' });
    await card.getByText('Market news, scored and summarised').waitFor();
    expect(await card.getByRole('link', { name: 'About this site' }).getAttribute('href')).toBe('/about');
    expect(await page.getByText('npm run demo').count()).toBe(0);
    await close();
  });
});

describe('an instance whose operator set a sponsor, terms and a contact', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startE2eApp({
      SPONSOR_TITLE: 'Harbour Analytics',
      SPONSOR_TEXT: 'Order-book data for trading desks.',
      SPONSOR_URL: 'https://harbour.example.com/desk',
      SPONSOR_LABEL: 'Partner',
      TERMS_URL: 'https://news.example.com/terms',
      CONTACT_EMAIL: 'desk@news.example.com',
    });
    await seedFeed(app);
  });

  afterAll(async () => {
    await app?.stop();
  });

  it.each(WIDTHS)('shows their card in the feed and their links in the footer at %i px', async (width) => {
    const { page, errors, close } = await openPage(e2e.browser, width);
    await page.goto(app.url);
    const card = page.getByRole('complementary', { name: 'Sponsored' });
    await card.getByText('Harbour Analytics').waitFor();
    expect(await card.getByText('Order-book data for trading desks.').isVisible()).toBe(true);
    expect(await card.getByText('Partner', { exact: true }).isVisible()).toBe(true);
    const link = card.getByRole('link', { name: 'harbour.example.com' });
    expect(await link.getAttribute('href')).toBe('https://harbour.example.com/desk');
    expect(await link.getAttribute('rel')).toContain('sponsored');
    expect(await footer(page).getByRole('link', { name: 'Terms' }).getAttribute('href')).toBe('https://news.example.com/terms');
    expect(await footer(page).getByRole('link', { name: 'Contact' }).getAttribute('href')).toBe('mailto:desk@news.example.com');
    await card.scrollIntoViewIfNeeded();
    await shoot(page, 'home-sponsor');
    expect(errors).toEqual([]);
    await close();
  });
});
