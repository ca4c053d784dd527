import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app.js';
import { insertArticle } from '../helpers/articles.js';
import { hasFocus, removeTwoChipsFromKeyboard, launchBrowser, MEMBER_HEADER_WIDTH, openPage, shoot, signInAs, startE2eApp, WIDTHS, type TestBrowser } from './browser.js';

const MEMBER = { username: 'feed-reader', email: 'feed-reader@example.com', password: 'a-good-password' };
const ARTICLES = 35;
const SUMMARIES = 23;

let app: TestApp;
let gated: TestApp;
let browser: TestBrowser;

beforeAll(async () => {
  [app, gated, browser] = await Promise.all([startE2eApp(), startE2eApp({ FEATURE_SUMMARIES: 'false' }), launchBrowser()]);
  await app.ctx.services.accounts.createUser(MEMBER, 'user');
  for (let n = 1; n <= ARTICLES; n += 1) {
    const defi = n % 3 === 0;
    await insertArticle(
      app.ctx.knex,
      {
        title: defi ? `Uniswap pools deepen as DeFi volumes grow, week ${n}` : `Markets wrap for session ${n}`,
        categories: defi ? ['defi', 'crypto'] : ['finance'],
        ai_score: 40 + (n % 50),
        sentiment: (['bullish', 'bearish', 'neutral'] as const)[n % 3],
      },
      n <= SUMMARIES ? `Summary number ${n}: what happened and why it matters for readers who have a minute.` : undefined,
    );
  }
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([app?.stop(), gated?.stop()]);
});

async function memberPage(width: (typeof WIDTHS)[number]) {
  const opened = await openPage(browser, width);
  await signInAs(opened.page, app, MEMBER);
  return opened;
}

/** Settings' News Preferences of a member made for the test, so other tests' settings stay as they set them. */
async function preferencesOfNewMember(username: string, width: (typeof WIDTHS)[number]) {
  const member = { username, email: `${username}@example.com`, password: MEMBER.password };
  await app.ctx.services.accounts.createUser(member, 'user');
  const opened = await openPage(browser, width);
  await signInAs(opened.page, app, member);
  await opened.page.goto(`${app.url}/preferences`);
  return opened;
}

const cards = (page: Page) => page.getByTestId('recommendation');

describe('the personalised feed', () => {
  it('shows the sign-in wall to visitors', async () => {
    for (const width of WIDTHS) {
      const { page, close } = await openPage(browser, width);
      await page.goto(`${app.url}/recommendations`);
      await page.getByRole('heading', { name: 'Sign in to see your personalized feed' }).waitFor();
      await shoot(page, 'members-feed-signed-out');
      await close();
    }
  });

  it('starts with 20, adds 10 per Load More and drops the button when fewer come back', async () => {
    const { page, errors, close } = await memberPage(1280);
    await page.goto(`${app.url}/recommendations`);
    await page.getByRole('heading', { name: 'Your Personalized Feed' }).waitFor();
    await expect.poll(() => cards(page).count()).toBe(20);
    // Before any preferences nothing is matched: no match percents, and the one reason once, above the list.
    expect(await page.getByText(/% match$/).count()).toBe(0);
    expect(await page.getByText(/set your preferences to personalise this list/).count()).toBe(1);
    expect(await page.getByTestId('ranking-note').textContent()).toMatch(/^Ranked by importance and freshness\. Among the most important/);
    await shoot(page, 'members-feed-no-preferences');
    // From the keyboard: Load More keeps the focus while it loads; once it goes, the last story's link has it.
    const loadMore = page.getByRole('button', { name: 'Load More' });
    await loadMore.press('Enter');
    await expect.poll(() => cards(page).count()).toBe(30);
    await expect.poll(() => loadMore.getAttribute('data-loading')).toBe(null);
    expect(await loadMore.evaluate((button) => button === document.activeElement)).toBe(true);
    await loadMore.press('Enter');
    await expect.poll(() => cards(page).count()).toBe(ARTICLES);
    await expect.poll(() => page.getByRole('button', { name: 'Load More' }).count()).toBe(0);
    await expect.poll(() => cards(page).last().getByRole('link').first().evaluate((link) => link === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });

  it('saves preferences on every change and keeps them across a reload', async () => {
    const { page, errors, close } = await memberPage(1280);
    await page.goto(`${app.url}/preferences`);
    await page.getByRole('heading', { name: 'News Preferences' }).waitFor();
    expect(await page.getByLabel('Posting frequency (hours)').isDisabled()).toBe(true);
    // Hold the save a moment, so its "Saving changes..." can be seen.
    await page.route('**/api/user/preferences', async (route) => {
      if (route.request().method() === 'PUT') await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.getByRole('checkbox', { name: 'DeFi' }).first().check();
    await page.getByText('Saving changes...').waitFor();
    await page.getByText('Saving changes...').waitFor({ state: 'detached' });
    await page.getByPlaceholder('Add keywords').fill(' Uniswap , , uniswap, Aave ');
    await page.getByPlaceholder('Add keywords').press('Enter');
    await page.getByText('Saving changes...').waitFor({ state: 'detached' });
    await page.getByRole('switch', { name: 'Automated posting to X' }).check({ force: true });
    await expect.poll(() => page.getByLabel('Posting frequency (hours)').isDisabled()).toBe(false);
    await page.getByText('Saving changes...').waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { name: 'News Preferences' }).waitFor();
    expect(await page.getByRole('checkbox', { name: 'DeFi' }).first().isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Bitcoin' }).first().isChecked()).toBe(false);
    expect(await page.getByRole('button', { name: 'Remove Uniswap' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Remove Aave' }).count()).toBe(1);
    expect(await page.getByRole('switch', { name: 'Automated posting to X' }).isChecked()).toBe(true);
    const saved = await page.evaluate(async () => (await fetch('/api/user/preferences')).json());
    expect(saved).toMatchObject({ news_categories: ['defi'], keywords: ['Uniswap', 'Aave'], automated_posting_enabled: true });
    // The feed follows: DeFi and 'Uniswap' first, saying so.
    await page.goto(`${app.url}/recommendations`);
    await cards(page).first().waitFor();
    expect(await cards(page).first().textContent()).toContain("Because you follow DeFi and 'Uniswap'");
    expect(await cards(page).first().textContent()).toMatch(/\d+% match/);
    expect(await page.getByTestId('ranking-note').textContent()).toMatch(/^Ranked by match, importance and freshness/);
    expect(errors).toEqual([]);
    await close();
  });

  // docs/accessibility.md: a removed keyword's button goes with it, and the focus had fallen to the
  // page's body; the buttons were 18 px.
  it('hands the focus on from a removed keyword, to the next one, then to the field', async () => {
    const { page, close } = await preferencesOfNewMember('keyword-remover', 390);
    const field = page.getByRole('textbox', { name: 'Keywords', exact: true });
    await removeTwoChipsFromKeyboard(field, 'alpha, beta', page.getByRole('button', { name: 'Remove alpha' }), page.getByRole('button', { name: 'Remove beta' }));
    await close();
  });

  it('keeps a change the server refused on screen with its message, and sends it with the next one', async () => {
    // A member of its own, so the other tests' feed stays as they set it.
    const { page, close } = await preferencesOfNewMember('outage-saver', 1280);
    await page.getByRole('heading', { name: 'News Preferences' }).waitFor();
    // The answer a save gets while the database is down (tests/server/database-faults.test.ts proves the server's side).
    const outage = { statusCode: 503, error: 'Service Unavailable', message: 'The database is not answering right now. Try again in a moment.' };
    await page.route('**/api/user/preferences', (route) =>
      route.request().method() === 'PUT' ? route.fulfill({ status: 503, json: outage }) : route.continue(),
    );
    await page.getByPlaceholder('Add keywords').fill('Chainlink');
    await page.getByPlaceholder('Add keywords').press('Enter');
    await page.getByText(outage.message).waitFor();
    expect(await page.getByRole('button', { name: 'Remove Chainlink' }).count()).toBe(1);
    await page.unroute('**/api/user/preferences');
    // The message goes as soon as the next save leaves; what was saved is read once its answer is in.
    const resent = page.waitForResponse((response) => response.url().endsWith('/api/user/preferences') && response.request().method() === 'PUT');
    await page.getByRole('checkbox', { name: 'Bitcoin' }).first().check();
    await page.getByText(outage.message).waitFor({ state: 'detached' });
    expect((await resent).status()).toBe(200);
    const saved = await page.evaluate(async () => (await fetch('/api/user/preferences')).json());
    expect(saved.keywords).toContain('Chainlink');
    expect(saved.news_categories).toContain('bitcoin');

    // Keywords past the limits (50, each at most 60 characters) are refused with the reason, the typing kept.
    const box = page.getByPlaceholder('Add keywords');
    const long = 'x'.repeat(61);
    await box.fill(long);
    // The first Add of the page: the Muted section's come after it.
    await page.getByRole('button', { name: 'Add', exact: true }).first().click();
    expect(await box.inputValue()).toBe(long);
    await page.getByRole('alert').filter({ hasText: 'A keyword can be at most 60 characters' }).waitFor();
    expect(await box.getAttribute('aria-invalid')).toBe('true');
    await shoot(page, 'members-keyword-too-long');
    const many = Array.from({ length: 50 }, (_, n) => `kw${n}`).join(', ');
    await box.fill(many);
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'A keyword can be' }).count()).toBe(0);
    await box.press('Enter');
    expect(await box.inputValue()).toBe(many);
    await page.getByText('You can follow at most 50 keywords: you have 1, 49 more fit.').waitFor();
    expect(await page.getByRole('button', { name: /^Remove kw/ }).count()).toBe(0);
    const stored = await page.evaluate(async () => (await fetch('/api/user/preferences')).json());
    expect(stored.keywords).toEqual(['Chainlink']);
    await close();
  });

  it('takes its screenshots', async () => {
    for (const width of WIDTHS) {
      const { page, close } = await memberPage(width);
      await page.goto(`${app.url}/recommendations`);
      await cards(page).first().waitFor();
      await shoot(page, 'members-feed');
      await page.goto(`${app.url}/settings`);
      await page.getByRole('heading', { name: 'News Preferences' }).waitFor();
      await shoot(page, 'members-settings');
      await page.getByRole('tab', { name: 'X Integration' }).click();
      await page.getByRole('heading', { name: 'X Integration' }).waitFor();
      await shoot(page, 'members-settings-x');
      await close();
    }
  });
});

describe('the feed page tabs', () => {
  it('keeps the tab and the settings sub-tab in the address, so back, forward and reload restore them', async () => {
    const { page, errors, close } = await memberPage(390);
    await page.goto(`${app.url}/recommendations`);
    await cards(page).first().waitFor();
    const selected = (name: string) => page.getByRole('tab', { name, exact: true }).getAttribute('aria-selected');
    await page.getByRole('tab', { name: 'Auto-Post Queue' }).click();
    await page.waitForURL(`${app.url}/recommendations?tab=auto-post`);
    await page.getByRole('tab', { name: 'Your Settings' }).click();
    await page.getByRole('tab', { name: 'Security' }).click();
    await page.waitForURL(`${app.url}/recommendations?tab=settings&section=security`);
    await page.reload();
    await expect.poll(() => selected('Security')).toBe('true');
    await page.goBack();
    await expect.poll(() => selected('News Preferences')).toBe('true');
    await page.goBack();
    await expect.poll(() => selected('Auto-Post Queue')).toBe('true');
    await page.goBack();
    await expect.poll(() => selected('Recommendations')).toBe('true');
    await page.goForward();
    await expect.poll(() => selected('Auto-Post Queue')).toBe('true');
    // /settings opens on its own tab, with no parameter; another tab there is one.
    await page.goto(`${app.url}/settings?section=security`);
    await expect.poll(() => selected('Security')).toBe('true');
    expect(await selected('Your Settings')).toBe('true');
    expect(errors).toEqual([]);
    await close();
  });
});

describe('the recommendations widget', () => {
  it('shows a dot for news that arrived while closed, and clears it on opening', async () => {
    // The clock is the context's: a context of its own keeps it from the pages after this one.
    const { page, errors, close } = await openPage(browser, MEMBER_HEADER_WIDTH, { ownContext: true });
    await page.clock.install();
    await signInAs(page, app, MEMBER);
    await page.goto(`${app.url}/`);
    const button = page.getByRole('button', { name: /^Recommended for you/ });
    await button.waitFor();
    await page.getByTestId('widget-dot').waitFor();
    await shoot(page, 'members-widget-dot');
    await button.click();
    await page.getByRole('dialog', { name: 'Recommended For You' }).waitFor();
    expect(await page.getByTestId('widget-dot').count()).toBe(0);
    const items = page.getByRole('dialog', { name: 'Recommended For You' }).locator('a[href^="/news/"]');
    expect(await items.count()).toBe(3);
    expect(await page.getByRole('link', { name: 'Update your preferences' }).getAttribute('href')).toBe('/preferences');
    await shoot(page, 'members-widget-open');
    // Escape closes it from anywhere inside, and the focus goes back to its button.
    await items.first().focus();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Recommended For You' }).waitFor({ state: 'detached', timeout: 5_000 });
    expect(await button.evaluate((node) => node === document.activeElement)).toBe(true);
    expect(await page.getByTestId('widget-dot').count()).toBe(0);
    // Five minutes on, the widget loads again while closed: the same stories bring no dot back.
    const refresh = async () => {
      const refreshed = page.waitForResponse((response) => response.url().includes('/api/recommendations?limit=3'));
      await page.clock.fastForward('05:01');
      await refreshed;
    };
    await refresh();
    await page.waitForTimeout(300);
    expect(await page.getByTestId('widget-dot').count()).toBe(0);
    // A story not seen in it does.
    await page.route('**/api/recommendations?limit=3', async (route) => {
      const answer = await route.fetch();
      const items = (await answer.json()) as { id: number }[];
      await route.fulfill({ response: answer, json: [{ ...items[0]!, id: 2_000_000_000 }, ...items.slice(1)] });
    });
    await refresh();
    await page.getByTestId('widget-dot').waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it('sits in the navigation panel on a phone, not over the page', async () => {
    const { page, close } = await memberPage(390);
    await page.goto(`${app.url}/recommendations`);
    await cards(page).first().waitFor();
    expect(await page.getByRole('button', { name: /^Recommended for you/ }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Toggle navigation' }).click();
    const nav = page.getByRole('navigation');
    await nav.getByRole('button', { name: /^Recommended for you/ }).click();
    await nav.getByRole('dialog', { name: 'Recommended For You' }).locator('a[href^="/news/"]').first().waitFor();
    await shoot(page, 'members-widget-panel');
    await nav.getByRole('link', { name: 'Update your preferences' }).click();
    await page.waitForURL(`${app.url}/preferences`);
    expect(await page.getByRole('button', { name: 'Toggle navigation' }).getAttribute('aria-expanded')).toBe('false');
    await close();
  });
});

describe('the one-minute summaries page', () => {
  it('pages through the summaries ten at a time', async () => {
    for (const width of WIDTHS) {
      const { page, errors, close } = await memberPage(width);
      await page.goto(`${app.url}/one-minute-summaries`);
      await page.getByText('Showing page 1 of 3').waitFor();
      expect(await page.getByTestId('summary-card').count()).toBe(10);
      expect(await page.getByText('Reading time: ~1 minute').count()).toBe(10);
      await shoot(page, 'members-summaries');
      if (width === 1280) {
        await page.getByRole('button', { name: 'Next' }).click();
        await page.getByText('Showing page 2 of 3').waitFor();
        expect(await page.getByTestId('page-of').textContent()).toBe('2 of 3');
        await page.getByRole('button', { name: 'Next' }).click();
        await page.getByText('Showing page 3 of 3').waitFor();
        await expect.poll(() => page.getByTestId('summary-card').count()).toBe(SUMMARIES - 20);
        expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
        await page.getByRole('button', { name: 'Previous' }).click();
        await page.getByText('Showing page 2 of 3').waitFor();
        // Each turn is in the address and the history: Back returns to the page before, and a link keeps its page.
        expect(page.url()).toBe(`${app.url}/one-minute-summaries?page=2`);
        await page.goBack();
        await page.getByText('Showing page 3 of 3').waitFor();
        await page.goto(`${app.url}/one-minute-summaries?page=2`);
        await page.getByText('Showing page 2 of 3').waitFor();
      }
      expect(errors).toEqual([]);
      await close();
    }
  });

  // docs/accessibility.md#keyboard-and-screen-readers: the button that turned to the first or last
  // page is disabled there, and the focus had fallen to the page's body.
  it('hands the focus to the other button when Next reaches the last page, and Previous the first', async () => {
    const { page, close } = await memberPage(1280);
    await page.goto(`${app.url}/one-minute-summaries`);
    const next = page.getByRole('button', { name: 'Next' });
    const previous = page.getByRole('button', { name: 'Previous' });
    await next.press('Enter');
    await page.getByText('Showing page 2 of 3').waitFor();
    await page.keyboard.press('Enter');
    await page.getByText('Showing page 3 of 3').waitFor();
    await expect.poll(() => hasFocus(previous)).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByText('Showing page 2 of 3').waitFor();
    await page.keyboard.press('Enter');
    await page.getByText('Showing page 1 of 3').waitFor();
    await expect.poll(() => hasFocus(next)).toBe(true);
    await close();
  });

  it('has one level-one heading for a visitor, the sign-in wall under it', async () => {
    const { page, close } = await openPage(browser, 390);
    await page.goto(`${app.url}/one-minute-summaries`);
    await page.getByRole('heading', { name: 'Sign in to read the summaries', level: 2 }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).allTextContents()).toEqual(['One-Minute Summaries']);
    await close();
  });

  it('leaves no large empty box beside the explanation cards', async () => {
    for (const width of WIDTHS) {
      const { page, close } = await memberPage(width);
      await page.goto(`${app.url}/one-minute-summaries`);
      for (const title of ['What is a one-minute summary?', 'How summaries are made']) {
        const blank = await page.getByRole('heading', { name: title }).locator('..').evaluate((card) => {
          const box = card.getBoundingClientRect();
          const content = card.lastElementChild!.getBoundingClientRect();
          return box.bottom - content.bottom;
        });
        // The card's own padding (16 px) and a line or two at most.
        expect(blank, `${title} at ${width} px`).toBeLessThan(60);
      }
      await close();
    }
  });

  it('brings the top of the list into view when paging from the bottom of a page', async () => {
    for (const width of WIDTHS) {
      const { page, close } = await memberPage(width);
      await page.goto(`${app.url}/one-minute-summaries`);
      await page.getByText('Showing page 1 of 3').waitFor();
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByText('Showing page 2 of 3').waitFor();
      const heading = page.getByRole('heading', { name: 'Latest Summaries' });
      const top = (await heading.boundingBox())!.y;
      expect(top).toBeGreaterThanOrEqual(60); // below the fixed header
      expect(top).toBeLessThan(200);
      await close();
    }
  });

  it('is the 404 screen, as is /x-messages, when the gate is off', async () => {
    const { page, close } = await openPage(browser, 1280);
    for (const path of ['/one-minute-summaries', '/admin/one-minute-summaries', '/x-messages']) {
      await page.goto(`${gated.url}${path}`);
      await page.getByRole('heading', { name: '404 - Page Not Found' }).waitFor();
    }
    await close();
    const member = await memberPage(1280);
    await member.page.goto(`${app.url}/x-messages`);
    await member.page.getByRole('heading', { name: 'X Message Center' }).waitFor();
    await member.close();
  });
});
