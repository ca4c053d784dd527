import { createServer } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { xPoster } from '../../src/plugins/posters/x/index.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { insertArticle } from '../helpers/articles.js';
import { type FakeX, startFakeX } from '../helpers/fake-x.js';
import { DESKTOP_ONLY, launchBrowser, openPage, PHONE_ONLY, shoot, signInAs, type E2e } from './browser.js';

const PASSWORD = 'a-good-password';
const e2e = {} as E2e;
let fake: FakeX;

/** A free loopback port, so PUBLIC_URL (and the callback X is given) can name it before the server starts. */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function member(app: TestApp, username: string) {
  await app.ctx.services.accounts.createUser({ username, email: `${username}@example.com`, password: PASSWORD }, 'user');
  fake.addApp(`client-${username}`, `secret-${username}-0123456789`, username);
  return { username, password: PASSWORD, clientId: `client-${username}`, clientSecret: `secret-${username}-0123456789` };
}

/** The X Integration settings: /settings (Your Settings), its X Integration tab. */
async function openXSettings(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/settings`);
  await page.getByRole('tab', { name: 'X Integration' }).click();
  await page.getByRole('heading', { name: 'X Integration' }).waitFor();
}

/** Notes in the browser's storage that this member's authorization was tried, so opening the tab leaves it to the Authorize button. */
async function markAuthorizationTried(page: Page, app: TestApp, username: string): Promise<void> {
  const { id } = await app.ctx.knex('users').where({ username }).first('id');
  await page.addInitScript((key) => localStorage.setItem(key, '1'), `x_auth_tried:${id}`);
}

/** The text of the element holding the keyboard focus, or BODY when the focus fell to the page's body. */
const focused = (page: Page) => page.evaluate(() => (document.activeElement === document.body ? 'BODY' : document.activeElement?.textContent?.trim()));

/** How many times the browser was sent to X's authorize page with this client id. */
const authorizeVisits = (clientId: string) => fake.requests.filter((r) => r.path.startsWith('/i/oauth2/authorize') && r.path.includes(`client_id=${clientId}`)).length;

async function saveCredentialsByApi(page: Page, clientId: string, clientSecret: string): Promise<void> {
  const status = await page.evaluate(async (body) => {
    const crumb = document.cookie.split('; ').find((c) => c.startsWith('crumb='))?.slice(6) ?? '';
    const answer = await fetch('/api/user/x-credentials', { method: 'PUT', headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': decodeURIComponent(crumb) }, body: JSON.stringify(body) });
    return answer.status;
  }, { x_client_id: clientId, x_client_secret: clientSecret });
  expect(status).toBe(200);
}

beforeAll(async () => {
  fake = await startFakeX();
  const port = await freePort();
  const env = { WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? 'dist/web', PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, ...fake.env };
  [e2e.app, e2e.browser] = await Promise.all([startTestApp({ listen: true, env, plugins: [xPoster] }), launchBrowser()]);
  await insertArticle(e2e.app.ctx.knex, { title: 'Bitcoin climbs past a round number', tweet: 'Bitcoin climbs past a round number https://news.example.org/btc', categories: ['bitcoin'] });
});
afterAll(async () => {
  await e2e.browser?.close();
  await e2e.app?.stop();
  await fake.stop();
});

describe('X integration in the browser', () => {
  it('authorizes in a 600×800 popup, closes it when the profile reports write access, then sends a confirmed test post', async () => {
    const m = await member(e2e.app, 'x_popup');
    const { page, errors, close } = await openPage(e2e.browser, 1280);
    // A try is on record, so the Authorize button's popup flow runs alone.
    await markAuthorizationTried(page, e2e.app, m.username);
    await signInAs(page, e2e.app, m);
    await saveCredentialsByApi(page, m.clientId, m.clientSecret);
    await openXSettings(page, e2e.app.url);
    await page.getByText('Authorization Required').first().waitFor();
    await page.evaluate(() => window.addEventListener('x_auth_completed', (e) => ((window as unknown as { completed: unknown }).completed = (e as CustomEvent).detail)));

    // The opener closes the popup at its first profile check after X answers; on a busy machine
    // that can come before the success page has been looked at, so its checks wait until then.
    let successSeen!: () => void;
    const seen = new Promise<void>((resolve) => (successSeen = resolve));
    await page.route('**/api/user/profile', async (route) => {
      await seen;
      await route.continue();
    });
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Authorize', exact: true }).click();
    const popup = await popupOpened;
    expect(await page.evaluate(() => sessionStorage.getItem('x_auth_in_progress'))).toBe('1');
    expect(await popup.evaluate(() => [window.outerWidth, window.innerHeight])).toSatisfy(([w, h]: number[]) => w! >= 590 && w! <= 620 && h! <= 800 && h! > 600);
    await popup.waitForURL(/\/auth\/x\/success\?auto=false/);
    await popup.getByText('Authorization Successful').waitFor();
    await shoot(popup, 'x-auth-success-popup');
    successSeen();
    // The opener checks the profile every 2 s; with two browsers busy on two cores, allow it a few rounds.
    await popup.waitForEvent('close', { timeout: 20_000 });
    await page.getByText(`Connected as @${m.username}`).waitFor();
    expect(await page.evaluate(() => (window as unknown as { completed: unknown }).completed)).toEqual({ success: true, username: m.username });
    expect(await page.evaluate(() => sessionStorage.getItem('x_auth_in_progress'))).toBeNull();

    await page.getByLabel('Message (optional)').fill('Hello X, from the AlphaWire browser test');
    // By keyboard: Escape, Cancel and the confirmed post each give the focus back to Send Test Post.
    const sendTest = page.getByRole('button', { name: 'Send Test Post' });
    const confirm = page.getByRole('dialog');
    const openConfirm = async () => {
      await sendTest.focus();
      await page.keyboard.press('Enter');
      await confirm.getByText('This will post a public message to your X account.').waitFor();
    };
    await openConfirm();
    await shoot(page, 'x-test-post-confirm');
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(() => focused(page)).toBe('Send Test Post');
    await openConfirm();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => focused(page)).toBe('Send Test Post');
    expect(fake.tweetsOf(m.username)).toHaveLength(0);
    await openConfirm();
    await confirm.getByRole('button', { name: 'Post Message' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('Test message posted').waitFor();
    await expect.poll(() => focused(page)).toBe('Send Test Post');
    expect(fake.tweetsOf(m.username).map((t) => t.text)).toEqual(['Hello X, from the AlphaWire browser test']);
    await shoot(page, 'x-settings-connected');
    expect(errors).toEqual([]);
    await close();
  });

  it('starts authorization by itself 1.5 s after the credentials are saved, and lands on the result page', async () => {
    const m = await member(e2e.app, 'x_auto');
    const { page, errors, close } = await openPage(e2e.browser, 1280);
    await signInAs(page, e2e.app, m);
    await openXSettings(page, e2e.app.url);
    await page.getByRole('button', { name: 'Test Connection' }).click();
    // Empty form and nothing stored: the stored credentials are asked for.
    await page.getByText('Connection Failed').waitFor();
    await page.getByLabel('Client ID').fill(m.clientId);
    await page.getByRole('button', { name: 'Test Connection' }).click();
    await page.getByText('Please fill in all credential fields correctly').waitFor();
    await page.getByRole('button', { name: 'Save Credentials' }).click();
    await page.getByText('Client Secret is required').waitFor();
    await shoot(page, 'x-settings-validation');
    // Once shown, the message follows the field: gone when it is filled, back when it is emptied.
    await page.getByLabel('Client Secret').fill(m.clientSecret);
    await expect.poll(() => page.getByText('Client Secret is required').count()).toBe(0);
    // The secret's show/hide button is the next Tab stop, named for what it shows.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Show secret');
    await page.getByLabel('Client Secret').fill('');
    await page.getByText('Client Secret is required').waitFor();
    await page.getByLabel('Client Secret').fill(m.clientSecret);
    await page.getByRole('button', { name: 'Save Credentials' }).click();
    await page.waitForURL(/\/auth\/x\/success\?auto=true/, { timeout: 10_000 });
    await page.getByText('Authorization Successful').waitFor();
    await page.getByText(`Connected to X as @${m.username}`).first().waitFor();
    await shoot(page, 'x-auth-success');
    await page.getByRole('link', { name: 'Continue' }).click();
    // Back to the X Integration tab, which the address names.
    await page.waitForURL(/\/settings\?section=x$/);
    // The refused test of credentials not yet stored is shown by the page, not logged as an error.
    expect(errors).toEqual([]);
    await close();
  });

  it('says so when the popup is blocked, and shows a refused authorization on the result page', async () => {
    const m = await member(e2e.app, 'x_blocked');
    const { page, close } = await openPage(e2e.browser, 390);
    await markAuthorizationTried(page, e2e.app, m.username);
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await signInAs(page, e2e.app, m);
    await saveCredentialsByApi(page, m.clientId, m.clientSecret);
    await openXSettings(page, e2e.app.url);
    await page.getByRole('button', { name: 'Authorize', exact: true }).click();
    await page.getByText('Failed to open the authorization window. Please ensure pop-ups are allowed for this site.').waitFor();
    await shoot(page, 'x-settings-popup-blocked');
    await page.goto(`${e2e.app.url}/api/auth/x/callback?state=forged&code=nothing`);
    await page.getByText('Authorization Failed').waitFor();
    await page.getByText('This authorization link is not valid or was already used.', { exact: false }).waitFor();
    await shoot(page, 'x-auth-failed');
    // A link of anyone's making shows the page's own words, not the text in its address.
    await page.goto(`${e2e.app.url}/auth/x/success?error=${encodeURIComponent('Your account is suspended: call +1-555-0100')}`);
    await page.getByText('There was a problem with your X authorization').waitFor();
    expect(await page.getByText('suspended', { exact: false }).count()).toBe(0);
    await close();
  });

  it('does not send the member to X again by itself after a try failed, until Authorize or saving fixed credentials', async () => {
    const m = await member(e2e.app, 'x_retry');
    const { page, close } = await openPage(e2e.browser, 1280);
    await signInAs(page, e2e.app, m);
    await saveCredentialsByApi(page, 'client-nobody-knows', m.clientSecret);
    // The automatic start: X shows its error page for an unknown client.
    await openXSettings(page, e2e.app.url);
    await page.waitForURL(/\/i\/oauth2\/authorize/, { timeout: 10_000 });
    await page.getByText('Something went wrong').waitFor();
    expect(authorizeVisits('client-nobody-knows')).toBe(1);

    // A new tab (its own session storage) opens the X Integration tab: it stays, for the member to fix the credentials.
    const again = await page.context().newPage();
    await openXSettings(again, e2e.app.url);
    await again.getByText('Authorization Required').first().waitFor();
    await again.waitForTimeout(1500);
    // Still on the X tab of Settings (its address names the tab), not sent to X.
    expect(again.url()).toBe(`${e2e.app.url}/settings?section=x`);
    expect(authorizeVisits('client-nobody-knows')).toBe(1);
    await shoot(again, 'x-settings-after-failed-try');

    // Authorize still goes to X when pressed.
    const popupOpened = again.waitForEvent('popup');
    await again.getByRole('button', { name: 'Authorize', exact: true }).click();
    const popup = await popupOpened;
    await popup.getByText('Something went wrong').waitFor();
    expect(authorizeVisits('client-nobody-knows')).toBe(2);
    await popup.close();

    // Saving fixed credentials starts it by itself again, and it succeeds.
    await again.getByLabel('Client ID').fill(m.clientId);
    await again.getByLabel('Client Secret').fill(m.clientSecret);
    await again.getByRole('button', { name: 'Save Credentials' }).click();
    await again.waitForURL(/\/auth\/x\/success\?auto=true/, { timeout: 10_000 });
    await again.getByText('Authorization Successful').waitFor();
    await close();
  });

  it.each(DESKTOP_ONLY)('at %i px names the callback the server gives X, and warns when the page is open at another address', async (width) => {
    const m = await member(e2e.app, `x_callback_${width}`);
    const callback = `${e2e.app.url}/api/auth/x/callback`;
    const elsewhere = e2e.app.url.replace('127.0.0.1', 'localhost');
    const { page, errors, close } = await openPage(e2e.browser, width);
    await signInAs(page, { ...e2e.app, url: elsewhere }, m);
    await openXSettings(page, elsewhere);
    await page.getByText(callback, { exact: true }).first().waitFor();
    const warning = page.getByRole('alert').filter({ hasText: 'This page is open at another address' });
    await warning.waitFor();
    expect(await warning.getByRole('link', { name: 'open AlphaWire there' }).getAttribute('href')).toBe(`${e2e.app.url}/settings`);
    await shoot(page, 'x-settings-other-address');

    const atHome = await openPage(e2e.browser, width);
    await signInAs(atHome.page, e2e.app, m);
    await openXSettings(atHome.page, e2e.app.url);
    await atHome.page.getByText(callback, { exact: true }).first().waitFor();
    expect(await atHome.page.getByText('This page is open at another address').count()).toBe(0);
    await shoot(atHome.page, 'x-settings-callback');
    expect([...errors, ...atHome.errors]).toEqual([]);
    await Promise.all([close(), atHome.close()]);
  });

  it.each(PHONE_ONLY)('the message centre at %i px: posts a news item from the list and lists it', async (width) => {
    const m = await member(e2e.app, `x_centre_${width}`);
    const { page, errors, close } = await openPage(e2e.browser, width);
    await signInAs(page, e2e.app, m);
    await page.goto(`${e2e.app.url}/x-messages`);
    await page.getByRole('heading', { name: 'X Message Center' }).waitFor();
    await page.getByText('Twitter API credentials required').first().waitFor();
    await page.getByRole('button', { name: 'Post to X' }).first().click();
    await page.getByText('Add your X API credentials in Settings, X Integration.').waitFor();
    // The banner's link reads at the banner's text size.
    const banner = page.getByRole('alert').filter({ hasText: 'Twitter API credentials required' });
    const sizes = await banner.getByRole('link', { name: 'Settings' }).evaluate((link) => [getComputedStyle(link).fontSize, getComputedStyle(link.parentElement!).fontSize]);
    expect(sizes[0]).toBe(sizes[1]);
    await shoot(page, 'x-messages-no-credentials');
    await saveCredentialsByApi(page, m.clientId, m.clientSecret);
    // Credentials but no authorization: the toast gives the server's sentence, without "403:" or the code's prefix.
    await page.reload();
    await page.getByRole('button', { name: 'Post to X' }).first().click();
    const toast = page.locator('.mantine-Notification-root').filter({ hasText: 'Failed to post to X' });
    await toast.getByText('AlphaWire is not authorized to post on your X account yet', { exact: false }).waitFor();
    expect(await toast.textContent()).not.toMatch(/\d{3}: |Failed to post news to X/);
    await shoot(page, 'x-messages-not-authorized');
    await page.goto(`${e2e.app.url}/api/auth/x/authorize?redirect=true`);
    await page.getByText('Authorization Successful').waitFor();
    await page.goto(`${e2e.app.url}/x-messages`);
    // By keyboard, the focus staying on the button. X's rate limit first: a toast, not a console error.
    const postButton = page.getByRole('button', { name: 'Post to X' }).first();
    // Each names its story: every one was "Post to X".
    expect(await postButton.getAttribute('aria-label')).toBe('Post to X: Bitcoin climbs past a round number');
    fake.failTweets(429, 1);
    await postButton.focus();
    await page.keyboard.press('Enter');
    await page.locator('.mantine-Notification-root').filter({ hasText: 'Failed to post to X' }).getByText("X's rate limit is reached", { exact: false }).waitFor();
    expect(await focused(page)).toBe('Post to X');
    await page.keyboard.press('Enter');
    await page.getByText('Posted to X').first().waitFor();
    expect(await focused(page)).toBe('Post to X');
    await page.getByRole('link', { name: 'View on X' }).first().waitFor();
    expect(fake.tweetsOf(m.username).map((t) => t.text)).toEqual(['Bitcoin climbs past a round number https://news.example.org/btc']);
    await shoot(page, 'x-messages');
    // The refused post is shown by the page, not logged as an error.
    expect(errors).toEqual([]);
    await close();
  });
});

describe.each(DESKTOP_ONLY)('the feed page X tabs at %i px', (width) => {
  it('shows the auto-post queue from the auto-post topics, and the connected X settings', async () => {
    const m = await member(e2e.app, `x_tabs_${width}`);
    const { id } = await e2e.app.ctx.knex('users').where({ username: m.username }).first('id');
    await e2e.app.ctx.knex('preferences').insert({ user_id: id, automated_posting_enabled: true, posting_frequency: 6, auto_post_topics: ['bitcoin'] });
    const { page, errors, close } = await openPage(e2e.browser, width);
    await signInAs(page, e2e.app, m);
    await saveCredentialsByApi(page, m.clientId, m.clientSecret);
    await page.goto(`${e2e.app.url}/api/auth/x/authorize?redirect=true`);
    await page.getByText('Authorization Successful').waitFor();
    await shoot(page, 'x-auth-success');
    await page.goto(`${e2e.app.url}/recommendations`);
    await page.getByRole('tab', { name: 'Auto-Post Queue' }).click();
    await page.getByText('Bitcoin climbs past a round number').first().waitFor();
    await page.getByText('One item every 6 h.', { exact: false }).waitFor();
    await shoot(page, 'x-auto-post-queue');
    await page.getByRole('tab', { name: 'X Messages' }).click();
    await page.getByRole('button', { name: 'Post to X' }).first().waitFor();
    await shoot(page, 'x-messages-tab');
    await openXSettings(page, e2e.app.url);
    await page.getByText(`Connected as @${m.username}`).waitFor();
    await shoot(page, 'x-settings');
    expect(errors).toEqual([]);
    await close();
  });
});
