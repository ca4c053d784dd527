import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app.js';
import { TEST_PASSWORD } from '../helpers/accounts.js';
import { insertArticle } from '../helpers/articles.js';
import { COLOUR_RULES, HEADING_RULES, seriousViolations } from './axe.js';
import { dialog, headerControls, openPage, signInAs, useE2eApp, WIDTHS, type Width } from './browser.js';

// Every route of the app, at both widths and in both colour schemes, checked by axe-core for
// serious and critical WCAG 2.1 A/AA violations (docs/accessibility.md). A page added to the
// router without a state here fails the first test.

const ADMIN = { username: 'access_admin', password: TEST_PASSWORD };
const MEMBER = { username: 'access_member', password: TEST_PASSWORD };
type Role = 'visitor' | 'member' | 'admin';
const SCHEMES = ['dark', 'light'] as const;

interface State {
  /** What the state is called in a failure. */
  name: string;
  path: string;
  /** Resolves when the page shows what it is about (data loaded). */
  ready(page: Page): Promise<void>;
  /** Brings the page into the state after it loaded (opens a dialog, a panel). */
  act?(page: Page): Promise<void>;
  /** What axe checks, when not the whole page: the part `act` opened. */
  scope?: string;
}

let storyId = 0;
/**
 * The page's own h1: states follow one another inside the app, and the page before may still show
 * a lower heading of the same words (the feed's story titles) until the router has drawn the next.
 */
const heading = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { level: 1, name }).first().waitFor();
const feedLoaded = (page: Page) => page.locator('article[data-news-id]').first().waitFor();

async function openHeaderDialog(page: Page, button: 'Login' | 'Sign Up'): Promise<void> {
  await (await headerControls(page)).getByRole('button', { name: button }).click();
  await dialog(page).waitFor();
}

/**
 * What each role sees. Pages whose content is the same for everyone (about, API docs, the not-found
 * screen…) are checked once, as a visitor; the signed-in header is checked on every page a member
 * visits. States that open something (`act`) scope the check to what they opened: the page under
 * it was checked on its own.
 */
function statesOf(role: Role): State[] {
  const anyone: State[] = [
    { name: 'home', path: '/', ready: feedLoaded },
    { name: 'home with a story open', path: '/', ready: feedLoaded, scope: 'section[aria-labelledby="article-detail-title"]', act: async (page) => {
      await page.locator('article[data-news-id]').nth(1).click();
      await page.getByRole('button', { name: 'Back' }).first().waitFor();
    } },
    { name: 'article', path: `/news/${storyId}`, ready: heading(/^(Bitcoin tops \$71,000|Sign in to read this article)/) },
    { name: 'asset board', path: '/assets', ready: async (page) => {
      await heading('Assets')(page);
      await page.getByRole('list', { name: 'Assets' }).getByRole('link').first().waitFor();
    } },
    { name: 'asset', path: '/assets/BTC', ready: heading(/^(BTC|Bitcoin)$/) },
    { name: 'summaries', path: '/one-minute-summaries', ready: heading(/Summaries/i) },
    { name: 'for you', path: '/recommendations', ready: heading(/Personalized Feed|Sign in/i) },
    { name: 'x messages', path: '/x-messages', ready: heading(/X Message Center/) },
  ];
  if (role === 'visitor') {
    return [
      ...anyone,
      { name: 'about', path: '/about', ready: heading(/About/) },
      { name: 'API docs', path: '/api-docs', ready: heading(/API/) },
      { name: 'privacy', path: '/privacy', ready: heading(/Privacy/) },
      { name: 'not found', path: '/no/such/page', ready: heading(/not found|404/i) },
      { name: 'X sign-in done', path: '/auth/x/success', ready: heading(/^Authorization/) },
      { name: 'reset password', path: '/reset-password?token=not-a-real-token', ready: heading('Choose a new password') },
      { name: 'login dialog', path: '/', ready: feedLoaded, scope: '[role=dialog]', act: (page) => openHeaderDialog(page, 'Login') },
      { name: 'sign-up dialog', path: '/', ready: feedLoaded, scope: '[role=dialog]', act: (page) => openHeaderDialog(page, 'Sign Up') },
    ];
  }
  const member: State[] = [
    ...anyone,
    ...['x-messages', 'auto-post'].map((tab) => ({ name: `for you, ${tab}`, path: `/recommendations?tab=${tab}`, ready: heading(/Personalized Feed/i) })),
    // ?section=news is /preferences.
    ...['x', 'security', 'api-tokens', 'feeds', 'alerts'].map((section) => ({
      name: `settings, ${section}`,
      path: `/settings?section=${section}`,
      ready: heading(/Personalized Feed/i),
    })),
    { name: 'preferences', path: '/preferences', ready: heading(/Personalized Feed/i) },
  ];
  if (role === 'member') return member;
  return [
    { name: 'admin summaries', path: '/admin/one-minute-summaries', ready: heading(/Summaries/i) },
    ...['news', 'summaries', 'users', 'sources', 'audit'].map((tab) => ({ name: `admin, ${tab}`, path: `/admin?tab=${tab}`, ready: heading('Admin Dashboard') })),
    ...['status', 'configuration', 'endpoints', 'categories', 'languages', 'statistics'].map((section) => ({
      name: `admin, marketaux ${section}`,
      path: `/admin?tab=marketaux&section=${section}`,
      ready: heading('Admin Dashboard'),
    })),
  ];
}

/** The router's paths ('' for the index), read from its source so that a new page is noticed. */
function routerPaths(): string[] {
  const source = readFileSync('src/web/router.tsx', 'utf8');
  return [...(source.includes('index: true') ? [''] : []), ...[...source.matchAll(/path: '([^']+)'/g)].map((match) => match[1]!)];
}

function covers(pattern: string, path: string): boolean {
  if (pattern === '*') return true;
  const expression = new RegExp(`^/${pattern.replace(/:[^/]+/g, '[^/]+')}$`);
  return expression.test(path.split('?')[0]!);
}

async function seed(app: TestApp): Promise<void> {
  const { accounts } = app.ctx.services;
  await accounts.createUser({ username: ADMIN.username, email: 'access-admin@example.com', password: ADMIN.password }, 'admin');
  await accounts.createUser({ username: MEMBER.username, email: 'access-member@example.com', password: MEMBER.password }, 'user');
  const knex = app.ctx.knex;
  // The asset board counts the last day's mentions: the stories are of the last hours (the e2e
  // app runs on the real clock).
  const hour = 3_600_000;
  storyId = await insertArticle(
    knex,
    { title: 'Bitcoin tops $71,000 as ETF inflows return', published_at: new Date(Date.now() - hour), categories: ['crypto'], ai_score: 86, sentiment: 'bullish', tickers: ['BTC', 'ETH'], tweet: 'Bitcoin tops $71K. $BTC' },
    'Bitcoin rose above $71,000 as US spot ETFs took in $480m.',
  );
  const sentiments = ['bullish', 'bearish', 'neutral', null] as const;
  for (let i = 0; i < 12; i += 1) {
    await insertArticle(knex, { title: `Market wrap number ${i + 1}`, published_at: new Date(Date.now() - (i + 2) * hour), categories: ['markets'], tickers: i % 2 ? ['BTC'] : ['AAPL'], sentiment: sentiments[i % 4] ?? null, ai_score: 40 + i * 4 }, `Summary of wrap ${i + 1}.`);
  }
  await knex('market_quotes').insert([
    { symbol: 'BTC', name: 'Bitcoin', type: 'crypto', market_group: 'crypto', price: 71000, change_percent: 2.5, currency: 'USD', data_source: 'sample', position: 17 },
    { symbol: '^GSPC', name: 'S&P 500', type: 'index', market_group: 'us', price: 5000, change_percent: -0.4, currency: 'USD', data_source: 'sample', position: 0 },
  ]);
}

const e2e = useE2eApp(seed);

/** Two animation frames: the page has drawn what the last step changed. */
/**
 * Waits for the page's own parts to finish loading (no loader or busy placeholder left in <main>):
 * a part that arrives while axe reads the page is seen for one frame as it first lays out, before
 * what it measures then (a strip that scrolls sideways takes the focus) is applied. A page that
 * keeps a loader past 10 s is checked as it stands.
 */
async function settled(page: Page): Promise<void> {
  await page
    .waitForFunction(() => document.querySelector('main .mantine-Loader-root, main [aria-busy="true"]') === null, undefined, { timeout: 10_000 })
    .catch(() => undefined);
  // A side-scrolling strip takes the focus once it has measured that it scrolls (ScrollX); on a slow
  // machine axe ran in between. A strip that never does is still reported by axe after the wait.
  await page
    .waitForFunction(() => [...document.querySelectorAll<HTMLElement>('[data-testid="scroll-x"]')].every((strip) => strip.scrollWidth <= strip.clientWidth || strip.tabIndex === 0), undefined, { timeout: 5_000 })
    .catch(() => undefined);
}

const nextPaint = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/**
 * Goes to `path` as a link inside the app would (the router hears the history change): the app
 * stays loaded and each state costs only its own data.
 */
async function visit(page: Page, path: string): Promise<void> {
  if (!page.url().startsWith(e2e.app.url) || page.url().includes('/api/')) {
    await page.goto(`${e2e.app.url}${path}`);
    // No transitions: axe must never read a colour halfway between two (the scheme flips under it).
    await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation: none !important; }' });
    return;
  }
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Each state in both schemes: the page is loaded once, then the system setting flips under it. */
async function violationsOf(page: Page, role: Role, width: Width): Promise<string[]> {
  const found: string[] = [];
  for (const state of statesOf(role)) {
    const t0 = Date.now();
    await page.emulateMedia({ colorScheme: 'dark' });
    await visit(page, state.path);
    await state.ready(page);
    await settled(page);
    await state.act?.(page);
    const t1 = Date.now();
    for (const scheme of SCHEMES) {
      await page.emulateMedia({ colorScheme: scheme });
      await nextPaint(page);
      // Only colours differ between the schemes: the second is checked on the colour rules alone.
      const rules = scheme === SCHEMES[0] ? undefined : COLOUR_RULES;
      for (const violation of await seriousViolations(page, { rules, scope: state.scope })) found.push(`${role} · ${state.name} · ${width} px · ${scheme}: ${violation}`);
      // The whole page, a dialog's state included: its landmarks sit beside the page's.
      if (scheme === SCHEMES[0]) {
        for (const violation of await seriousViolations(page, { rules: HEADING_RULES, moderate: true })) found.push(`${role} · ${state.name} · ${width} px: ${violation}`);
      }
    }
    if (process.env.AXE_TIMING) console.log(role, width, state.name, t1 - t0, Date.now() - t1);
    // Whatever the state opened closes before the next (a dialog would outlive the route change).
    if (state.act) {
      await page.keyboard.press('Escape');
      await dialog(page).waitFor({ state: 'hidden' });
    }
  }
  return found;
}

it('has a state for every route of the router', () => {
  const paths = (['visitor', 'member', 'admin'] as const).flatMap((role) => statesOf(role).map((state) => state.path));
  const uncovered = routerPaths().filter((pattern) => pattern !== '*' && !paths.some((path) => covers(pattern, path)));
  expect(uncovered).toEqual([]);
});

describe.each(WIDTHS)('at %i px', (width) => {
  it.each(['visitor', 'member', 'admin'] as const)('shows the %s no serious or critical WCAG violation in either scheme', async (role) => {
    const { page, close } = await openPage(e2e.browser, width);
    if (role !== 'visitor') await signInAs(page, e2e.app, role === 'admin' ? ADMIN : MEMBER);
    expect(await violationsOf(page, role, width)).toEqual([]);
    await close();
  }, 180_000); // some twenty states each
});
