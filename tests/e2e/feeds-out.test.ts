import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { insertArticle } from '../helpers/articles.js';
import { DESKTOP_ONLY, hasFocus, holdCalls, openPage, shoot, signInAs, useE2eApp, expectBusyWithFocus } from './browser.js';

// docs/product.md#feeds-out: the home feed's Subscribe button gives the feed URLs of the view on
// screen, the page announces them, and Settings → Personal feeds shows the member's own with a
// key that Reset replaces.
const MINUTE = 60_000;

const e2e = useE2eApp(async (app) => {
  const now = Date.now();
  await insertArticle(app.ctx.knex, { title: 'Bitcoin rallies past record', tickers: ['BTC'], sentiment: 'bullish', ai_score: 80, categories: ['crypto'], published_at: new Date(now - 10 * MINUTE) });
  await insertArticle(app.ctx.knex, { title: 'Fed holds rates steady', ai_score: 90, categories: ['economy'], published_at: new Date(now - 20 * MINUTE) });
});

async function copied(page: Page, button: string): Promise<string> {
  await page.getByRole('button', { name: button }).click();
  return page.evaluate(() => navigator.clipboard.readText());
}

describe.each(DESKTOP_ONLY)('feeds out at %i px', (width) => {
  it('announces the news feed and offers the filtered view’s feed URLs to copy', async () => {
    const { page, errors, close } = await openPage(e2e.browser, width);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.app.url });
    await page.goto(`${e2e.app.url}/?ticker=BTC&sentiment=bullish`);
    await page.locator('article[data-news-id]').first().waitFor();
    const alternates = await page.locator('link[rel="alternate"]').evaluateAll((links) => links.map((l) => [l.getAttribute('type'), l.getAttribute('href')]));
    expect(alternates).toEqual(expect.arrayContaining([
      ['application/rss+xml', '/feeds/news.rss'],
      ['application/atom+xml', '/feeds/news.atom'],
      ['application/feed+json', '/feeds/news.json'],
      ['application/rss+xml', '/feeds/news.rss?ticker=BTC&sentiment=bullish'],
    ]));

    await page.getByTestId('subscribe-button').click();
    const panel = page.getByTestId('subscribe-panel');
    await panel.waitFor();
    const rss = `${e2e.app.url}/feeds/news.rss?ticker=BTC&sentiment=bullish`;
    expect(await page.getByTestId('feed-url-rss').inputValue()).toBe(rss);
    expect(await page.getByTestId('feed-url-atom').inputValue()).toBe(rss.replace('.rss', '.atom'));
    expect(await page.getByTestId('feed-url-json').inputValue()).toBe(rss.replace('.rss', '.json'));
    expect(await copied(page, 'Copy the Atom URL')).toBe(rss.replace('.rss', '.atom'));
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shoot(page, 'feeds-out-subscribe');

    // The URL copied is a feed of the view: the one bullish BTC story.
    const body = await (await fetch(rss)).text();
    expect(body).toContain('<title>Bitcoin rallies past record</title>');
    expect(body).not.toContain('Fed holds rates');

    // A view the API refuses (a sentiment mistyped in the address) shows why, and offers no feed
    // of it: neither the link nor Subscribe, whose addresses would answer 400.
    await page.goto(`${e2e.app.url}/?ticker=BTC&sentiment=sideways`);
    await page.getByText('The news could not be loaded').waitFor();
    await expect.poll(() => page.locator('link[data-feed="view"]').count()).toBe(0);
    expect(await page.getByTestId('subscribe-button').count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it('shows the member’s personal feed URLs in Settings, and Reset key replaces them after a confirmation', async () => {
    const { page, errors, close } = await openPage(e2e.browser, width);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.app.url });
    const username = `feeds-${width}`;
    await e2e.app.ctx.services.accounts.createUser({ username, email: `${username}@example.com`, password: 'a-good-password' }, 'user');
    await signInAs(page, e2e.app, { username, password: 'a-good-password' });
    await page.goto(`${e2e.app.url}/settings?section=feeds`);
    const card = page.getByRole('region', { name: 'Personal feeds' });
    await card.getByTestId('feed-url-rss').waitFor();
    const before = await card.getByTestId('feed-url-rss').inputValue();
    expect(before).toMatch(/\/feeds\/u\/awf_[A-Za-z0-9_-]{43}\/recommendations\.rss$/);
    expect(await copied(page, 'Copy the RSS URL')).toBe(before);
    // The button keeps its name; its "Copied" is announced.
    await card.getByRole('status').filter({ hasText: /^RSS URL copied$/ }).waitFor();
    const path = (url: string) => new URL(url).pathname;
    expect((await fetch(`${e2e.app.url}${path(before)}`)).status).toBe(200);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shoot(page, 'feeds-out-settings');

    await card.getByRole('button', { name: 'Reset key' }).click();
    const confirm = page.getByRole('dialog', { name: 'Reset your feed key?' });
    await confirm.waitFor();
    await shoot(page, 'feeds-out-reset-confirm');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    expect(await card.getByTestId('feed-url-rss').inputValue()).toBe(before);

    // Pressed from the keyboard, the dialog's Reset key keeps the focus while it sends (aria-disabled,
    // not disabled); then the dialog gives it back to the card's Reset key.
    await card.getByRole('button', { name: 'Reset key' }).press('Enter');
    const resetting = await holdCalls(page, '/api/user/feed-token/reset', { method: 'POST' });
    await confirm.getByRole('button', { name: 'Reset key' }).press('Enter');
    const busy = confirm.getByRole('button', { name: 'Resetting...' });
    await expectBusyWithFocus(busy);
    resetting.release();
    await expect.poll(() => card.getByTestId('feed-url-rss').inputValue()).not.toBe(before);
    await confirm.waitFor({ state: 'hidden' });
    await expect.poll(() => hasFocus(card.getByRole('button', { name: 'Reset key' }))).toBe(true);
    const after = await card.getByTestId('feed-url-rss').inputValue();
    expect((await fetch(`${e2e.app.url}${path(before)}`)).status).toBe(404);
    expect((await fetch(`${e2e.app.url}${path(after)}`)).status).toBe(200);
    // The same URLs come back on the next visit.
    await page.reload();
    await expect.poll(() => card.getByTestId('feed-url-rss').inputValue()).toBe(after);
    expect(errors).toEqual([]);
    await close();
  });
});
