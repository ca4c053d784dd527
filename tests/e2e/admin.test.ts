import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_TOKEN, type FakeMarketaux, startFakeMarketaux } from '../../src/plugins/sources/marketaux/__fixtures__/fake-marketaux.js';
import { marketauxSource } from '../../src/plugins/sources/marketaux/index.js';
import { rssSource } from '../../src/plugins/sources/rss/index.js';
import { sampleSource } from '../../src/plugins/sources/sample/index.js';
import type { TestApp } from '../helpers/app.js';
import { TEST_PASSWORD } from '../helpers/accounts.js';
import { insertArticle } from '../helpers/articles.js';
import { DESKTOP_ONLY, hasFocus, headerControls, holdCalls, launchBrowser, MEMBER_HEADER_WIDTH, openPage, shoot, signInAs, smallerSide, startE2eApp, type Width, WIDTHS, type TestBrowser, expectBusyWithFocus } from './browser.js';

let app: TestApp;
let browser: TestBrowser;
let fake: FakeMarketaux;

const ADMIN = { username: 'boss', password: TEST_PASSWORD };
const MEMBER = { username: 'reader', password: TEST_PASSWORD };
const DEPUTY = { username: 'deputy', password: TEST_PASSWORD };
const OPML = '<?xml version="1.0"?><opml version="2.0"><head><title>Feeds</title></head><body><outline type="rss" text="Imported wire" xmlUrl="http://127.0.0.1:1/imported.xml"/></body></opml>';
const SUB_TABS = ['Status', 'Configuration', 'Endpoints', 'Categorized Service', 'Languages', 'Statistics'] as const;

beforeAll(async () => {
  fake = await startFakeMarketaux(3);
  browser = await launchBrowser();
  app = await startE2eApp({ FETCH_ALLOW_PRIVATE: 'true', MARKETAUX_API_TOKEN: FAKE_TOKEN, MARKETAUX_BASE_URL: fake.url }, [rssSource, sampleSource, marketauxSource]);
  const { accounts } = app.ctx.services;
  for (const [user, role] of [[ADMIN, 'admin'], [MEMBER, 'user']] as const) {
    await accounts.createUser({ username: user.username, email: `${user.username}@example.com`, password: user.password }, role);
  }
  for (let i = 0; i < 12; i += 1) {
    await insertArticle(app.ctx.knex, { title: `Markets <b>move</b> ${i}`, sentiment: (['bullish', 'bearish', null] as const)[i % 3] }, i % 2 === 0 ? `Summary of story ${i}.` : undefined);
  }
  // Real calls to the (fake) provider, so the Statistics charts have our own records to draw.
  const source = await app.ctx.knex('sources').insert({ name: 'Marketaux', type: 'api', plugin: 'marketaux', url: 'https://api.marketaux.com/v1/news/all', enabled: false }).returning('id');
  await app.ctx.services.scheduler.fetchNow(source[0].id as number);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await fake?.stop();
});

async function openAdmin(width: Width | typeof MEMBER_HEADER_WIDTH): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const opened = await openPage(browser, width);
  await signInAs(opened.page, app, ADMIN);
  await opened.page.goto(`${app.url}/admin`);
  await opened.page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
  return opened;
}

/** The Sources tab's Add Source dialog, opened by an admin. */
async function openSourceDialog(width: Width) {
  const opened = await openAdmin(width);
  await tab(opened.page, 'Sources');
  await opened.page.getByRole('button', { name: '+ Add Source' }).click();
  return { ...opened, dialog: opened.page.getByRole('dialog', { name: 'Add Source' }) };
}

/** How many pixels of a PNG are bright (the light text of the dark theme), counted by the page's canvas. */
async function brightPixels(page: Page, png: Buffer): Promise<number> {
  return page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    [canvas.width, canvas.height] = [image.width, image.height];
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, image.width, image.height);
    let bright = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i]! + data[i + 1]! + data[i + 2]! > 3 * 120) bright += 1;
    return bright;
  }, png.toString('base64'));
}

async function tab(page: Page, name: string): Promise<void> {
  await page.getByRole('tab', { name, exact: true }).click();
  // Until the tab is drawn selected the last tab's panel is still there: on a slow machine its
  // Refresh was the one pressed, and the focus fell to the page's body as the panel went.
  await page.getByRole('tab', { name, exact: true, selected: true }).waitFor();
}

/** Refresh, pressed from the keyboard, keeps the focus while its list reloads and after (not the page's body). */
async function refreshKeepsFocus(page: Page, path: string): Promise<void> {
  const refresh = page.getByRole('tabpanel').getByRole('button', { name: 'Refresh', exact: true });
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === path);
  await refresh.press('Enter');
  await answered;
  await expect.poll(() => refresh.getAttribute('data-loading')).toBe(null);
  expect(await refresh.evaluate((button) => button === document.activeElement)).toBe(true);
}

describe('the admin dashboard', () => {
  it('sends signed-out visitors and members to /', async () => {
    const { page, close } = await openPage(browser, 1280);
    await page.goto(`${app.url}/admin`);
    await page.waitForURL(`${app.url}/`);
    await signInAs(page, app, MEMBER);
    await page.goto(`${app.url}/admin`);
    await page.waitForURL(`${app.url}/`);
    await close();
  });

  it('shows the header with a session timer that counts from sign-in, and the stat cards', async () => {
    const { page, errors, close } = await openAdmin(1280);
    await page.getByText('Signed in as').waitFor();
    await page.getByText('Admin Access').waitFor();
    // Not in the destructive red of errors and deletions.
    expect(await page.getByTestId('admin-access').getAttribute('style')).not.toContain('red');
    const timer = page.getByTestId('session-timer');
    const first = await timer.textContent();
    await page.waitForTimeout(2100);
    expect(await timer.textContent()).not.toBe(first);
    expect(first).toMatch(/^Session: \d+m \d+s$/);
    const articles = Number((await app.ctx.knex('articles').count('* as n').first())!.n);
    await expect.poll(() => page.getByTestId('stat-newsCount').textContent()).toBe(String(articles));
    expect(await page.getByTestId('stat-userCount').textContent()).toBe('2');
    expect(errors).toEqual([]);
    await close();
  });

  it('promotes a user through the confirmation dialog', async () => {
    const { page, close } = await openAdmin(1280);
    await tab(page, 'Users');
    await page.getByRole('button', { name: 'Promote reader' }).press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Change User Role' });
    await dialog.getByText('Promote reader to admin user?').waitFor();
    // From the keyboard, the confirm button keeps the focus while it works (aria-disabled, not
    // disabled); then the dialog gives it back to the row's button, now Demote.
    const held = await holdCalls(page, '/api/admin/users/*/role', { method: 'PUT' });
    await dialog.getByRole('button', { name: 'Promote to Admin' }).press('Enter');
    const busy = dialog.getByRole('button', { name: 'Processing...' });
    await expectBusyWithFocus(busy);
    await busy.press('Enter');
    held.release();
    await page.getByText('Successfully promoted reader').waitFor();
    await page.getByText('reader is now an admin').waitFor();
    await page.getByRole('button', { name: 'Demote reader' }).waitFor();
    await expect.poll(() => hasFocus(page.getByRole('button', { name: 'Demote reader' }))).toBe(true);
    expect(held.calls).toBe(1);
    await refreshKeepsFocus(page, '/api/admin/users');
    await tab(page, 'Audit');
    await refreshKeepsFocus(page, '/api/admin/audit');
    await close();
  });

  // docs/accessibility.md#keyboard-and-screen-readers: Next is disabled on the last page, and the
  // focus it held had fallen to the page's body.
  it('hands the focus to Previous when Next reaches the last page, and back to Next on the first', async () => {
    const { page, close } = await openAdmin(1280);
    await page.goto(`${app.url}/admin?tab=news`);
    const panel = page.getByRole('tabpanel');
    const next = panel.getByRole('button', { name: 'Next' });
    const previous = panel.getByRole('button', { name: 'Previous' });
    const articles = Number((await app.ctx.knex('articles').count('* as n').first())!.n);
    for (let shown = 1; shown < Math.ceil(articles / 10); shown += 1) {
      await next.press('Enter');
      await panel.getByText(`Page ${shown + 1}`, { exact: true }).waitFor();
    }
    await expect.poll(() => hasFocus(previous)).toBe(true);
    while (await previous.isEnabled()) await previous.press('Enter');
    await panel.getByText('Page 1', { exact: true }).waitFor();
    await expect.poll(() => hasFocus(next)).toBe(true);
    await close();
  });

  // docs/accessibility.md: a category's "+" or "×", or Add (disabled once the field empties), left
  // the focus on the dialog's body; the "+" buttons were 20 px tall and the "×" 18 px.
  it('keeps the focus in the source dialog as categories are added and removed, on 24 px buttons', async () => {
    const { page, close, dialog } = await openSourceDialog(1280);
    const crypto = dialog.getByRole('button', { name: '+ crypto' });
    expect((await crypto.boundingBox())!.height).toBeGreaterThanOrEqual(24);
    await crypto.press('Enter');
    await expect.poll(() => hasFocus(dialog.getByRole('button', { name: '+ bitcoin' }))).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => hasFocus(dialog.getByRole('button', { name: '+ ethereum' }))).toBe(true);
    const remove = dialog.getByRole('button', { name: 'Remove crypto' });
    expect(await smallerSide(remove)).toBeGreaterThanOrEqual(24);
    await remove.press('Enter');
    await expect.poll(() => hasFocus(dialog.getByRole('button', { name: 'Remove bitcoin' }))).toBe(true);
    await page.keyboard.press('Enter');
    const field = dialog.getByLabel('Add a category');
    await expect.poll(() => hasFocus(field)).toBe(true);
    await field.fill('macro');
    await dialog.getByRole('button', { name: 'Add', exact: true }).press('Enter');
    await dialog.getByRole('button', { name: 'Remove macro' }).waitFor();
    await expect.poll(() => hasFocus(field)).toBe(true);
    await shoot(page, 'admin-source-categories');
    await close();
  });

  it('adds a source, tested first, and shows it fetched', async () => {
    const { page, close, dialog } = await openSourceDialog(1280);
    await dialog.getByPlaceholder('Source Name').fill('Economy wire');
    await dialog.getByLabel('URL').fill('http://127.0.0.1:1/nothing-here');
    await dialog.getByRole('button', { name: 'Add Source' }).click();
    await dialog.getByText(/^Could not fetch this source:/).waitFor();
    // Refusals of the source itself are errors alone: saving it anyway would be refused again.
    const saveAnyway = dialog.getByRole('button', { name: 'Save anyway' });
    await dialog.getByRole('textbox', { name: 'Type' }).or(dialog.getByRole('combobox', { name: 'Type' })).first().click();
    await page.getByRole('option', { name: 'API Source' }).click();
    await dialog.getByLabel('URL').fill('https://news.example.com/v1/latest');
    await dialog.getByRole('button', { name: 'Add Source' }).click();
    await dialog.getByText(/^Cannot tell which news API this URL belongs to/).waitFor();
    expect(await saveAnyway.count()).toBe(0);
    await dialog.getByRole('textbox', { name: 'Type' }).or(dialog.getByRole('combobox', { name: 'Type' })).first().click();
    await page.getByRole('option', { name: 'RSS Feed' }).click();
    await dialog.getByLabel('URL').fill('http://127.0.0.1:1/nothing-here');
    const long = 'c'.repeat(41);
    await dialog.getByLabel('Add a category').fill(long);
    await dialog.getByLabel('Add a category').press('Enter');
    await dialog.getByRole('button', { name: 'Add Source' }).click();
    await dialog.getByText(/A category is at most 40 characters/).first().waitFor();
    expect(await saveAnyway.count()).toBe(0);
    await dialog.getByRole('button', { name: `Remove ${long}` }).click();
    await dialog.getByLabel('URL').fill('sample://economy');
    await dialog.getByRole('button', { name: '+ economy' }).click();
    await dialog.getByRole('button', { name: 'Add Source' }).click();
    await page.getByText('Successfully added news source: Economy wire').waitFor();
    const row = page.getByRole('row', { name: /Economy wire/ });
    // Each row's Edit is named for its source, in a column named Actions.
    await row.getByRole('button', { name: 'Edit Economy wire', exact: true }).waitFor();
    expect(await page.getByRole('columnheader', { name: 'Actions' }).count()).toBe(1);
    await expect
      .poll(async () => {
        await page.getByRole('button', { name: 'Refresh' }).click();
        return (await row.textContent()) ?? '';
      }, { timeout: 15_000 })
      .not.toContain('Never');
    expect(await row.textContent()).toContain('Active');
    await refreshKeepsFocus(page, '/api/admin/news-sources');
    // An OPML import leaves the focus on Import OPML (disabled while it loads), not on the page's body.
    const chooser = page.waitForEvent('filechooser');
    const importButton = page.getByRole('button', { name: 'Import OPML' });
    await importButton.click();
    await (await chooser).setFiles({ name: 'feeds.opml', mimeType: 'text/x-opml', buffer: Buffer.from(OPML) });
    await page.getByText(/^Added 1, skipped 0 as duplicates/).waitFor();
    await expect.poll(() => importButton.evaluate((button) => button === document.activeElement)).toBe(true);
    await close();
  });

  it('warns an admin who demotes themselves, then signs them out', async () => {
    await app.ctx.services.accounts.createUser({ username: DEPUTY.username, email: 'deputy@example.com', password: DEPUTY.password }, 'admin');
    const { page, errors, close } = await openPage(browser, 1280);
    await signInAs(page, app, DEPUTY);
    await page.goto(`${app.url}/admin?tab=users`);
    const dialog = page.getByRole('dialog', { name: 'Change User Role' });
    // Demoting someone else warns of nothing of the kind.
    await page.getByRole('button', { name: 'Demote boss' }).click();
    await dialog.getByText('Demote boss from admin to regular user?').waitFor();
    expect(await dialog.getByText(/signs you out/).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Demote deputy' }).click();
    await dialog.getByText('Demoting yourself ends your admin access and signs you out.', { exact: false }).waitFor();
    await shoot(page, 'admin-demote-self');
    await dialog.getByRole('button', { name: 'Demote to User' }).click();
    // The server ended the session: signed out, sent home, and no error on the way.
    await page.waitForURL(`${app.url}/`);
    await page.getByText('You are no longer an admin').waitFor();
    await (await headerControls(page)).getByRole('button', { name: 'Login' }).waitFor();
    expect(await page.getByText('Authentication required').count()).toBe(0);
    expect(await page.getByText('Admin Access').count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it.each(DESKTOP_ONLY)('saves a source anyway after its test fetch fails, marked not reached yet, at %i px', async (width) => {
    const { page, errors, close, dialog } = await openSourceDialog(width);
    const name = `Offline wire ${width}`;
    const url = `http://127.0.0.1:1/offline-${width}.xml`; // nothing listens on port 1: refused, as a site that is down
    await dialog.getByPlaceholder('Source Name').fill(name);
    await dialog.getByLabel('URL').fill(url);
    expect(await dialog.getByRole('button', { name: 'Save anyway' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Add Source' }).click();
    await dialog.getByText(/^Could not fetch this source: Could not connect to 127\.0\.0\.1:1: connection refused/).waitFor();
    await dialog.getByRole('button', { name: 'Save anyway' }).waitFor();
    // The same words in a toast, which covers none of the dialog's controls (it sits under dialogs).
    await expect.poll(() => page.getByText(/^Could not fetch this source:/).count()).toBe(2);
    expect(await controlsCoveredFromOutside(dialog)).toEqual([]);
    expect(await dialog.getByRole('button', { name: 'Save anyway' }).isVisible()).toBe(true);
    await shoot(page, 'admin-source-save-anyway');
    // Another URL has not been tested: it is tested again rather than saved blind.
    await dialog.getByLabel('URL').fill(`${url}?other`);
    expect(await dialog.getByRole('button', { name: 'Save anyway' }).count()).toBe(0);
    await dialog.getByLabel('URL').fill(url);
    await dialog.getByRole('button', { name: 'Save anyway' }).click();
    await page.getByText(`Successfully added news source: ${name}`).waitFor();
    const row = page.getByRole('row', { name: new RegExp(name) });
    await row.getByText('Not reached yet').waitFor();
    await expect
      .poll(async () => {
        await page.getByRole('button', { name: 'Refresh' }).click();
        return (await row.textContent()) ?? '';
      }, { timeout: 15_000 })
      .toContain('Could not connect to 127.0.0.1:1: connection refused');
    expect(await row.textContent()).toContain('Active');
    await row.scrollIntoViewIfNeeded();
    await shoot(page, 'admin-source-not-reached');
    const stored = await app.ctx.knex('sources').where({ url }).first();
    expect(stored).toMatchObject({ name, enabled: true, last_success_at: null });
    // The refused test fetch, shown in the dialog, is no console error.
    expect(errors).toEqual([]);
    await close();
  });

  it('changes the tier and the Status card shows it', async () => {
    const { page, close } = await openAdmin(1280);
    await tab(page, 'Marketaux');
    await tab(page, 'Configuration');
    await page.getByRole('textbox', { name: 'Tier' }).or(page.getByRole('combobox', { name: 'Tier' })).first().click();
    await page.getByRole('option', { name: /^Basic/ }).click();
    await expect.poll(() => page.getByTestId('estimated-calls').textContent()).toBe('288');
    await tab(page, 'Status');
    await expect.poll(() => page.getByTestId('status-Current Tier').textContent()).toContain('Basic20 articles per call');
    // Refresh Categories names the tier now in force, not the default.
    await tab(page, 'Categorized Service');
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/news/categories/refresh'));
    await page.getByRole('button', { name: 'Refresh Categories' }).click();
    expect((await sent).postDataJSON()).toEqual({ tier: 'Basic' });
    await page.getByText('Nothing to refresh: the Categorized News Service is disabled').waitFor();
    // With no Marketaux source enabled, Manual Fetch says there was nothing to fetch.
    await page.getByRole('button', { name: 'Manual Fetch', exact: true }).click();
    await page.getByText(/^Nothing to fetch: no Marketaux source is enabled/).waitFor();
    await close();
  });

  it('saves an endpoint and reads it back after a reload', async () => {
    const { page, close } = await openAdmin(1280);
    await tab(page, 'Marketaux');
    await tab(page, 'Endpoints');
    await page.getByLabel('Crypto').fill('/v1/news/all?search=ethereum');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Endpoints saved').waitFor();
    await page.reload();
    await tab(page, 'Marketaux');
    await tab(page, 'Endpoints');
    await expect.poll(() => page.getByLabel('Crypto').inputValue()).toBe('/v1/news/all?search=ethereum');
    await close();
  });

  it('draws the underscores of an endpoint at 1× pixel density', async () => {
    const { page, close } = await openAdmin(1280); // openPage's contexts render at deviceScaleFactor 1
    await tab(page, 'Marketaux');
    await tab(page, 'Endpoints');
    const input = page.getByLabel('Crypto');
    await input.fill('____________________');
    await input.blur(); // no caret in the picture
    // Light text on a dark input: about eight clear pixels per underscore when it is drawn, none when clipped.
    expect(await brightPixels(page, await input.screenshot())).toBeGreaterThan(100);
    await close();
  });

  it('draws the statistics charts from the calls made', async () => {
    const { page, errors, close } = await openAdmin(1280);
    await tab(page, 'Marketaux');
    await tab(page, 'Statistics');
    for (const chart of ['chart-per-day', 'chart-per-endpoint', 'chart-response', 'chart-languages']) {
      await page.getByTestId(chart).locator('.recharts-surface').first().waitFor();
    }
    expect(await page.getByTestId('chart-per-day').locator('.recharts-bar-rectangle').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await close();
  });
});

/** The visible controls whose boxes overlap the recommendations button, by their text. */
async function controlsUnderWidget(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const widget = [...document.querySelectorAll('button[aria-label^="Recommended for you"]')].find((b) => b.getBoundingClientRect().width > 0);
    if (!widget) return [];
    const w = widget.getBoundingClientRect();
    const header = document.querySelector('header')!;
    const headerBottom = header.getBoundingClientRect().bottom;
    const controls = [...document.querySelectorAll('a, button, input, select, textarea, [role="tab"], [role="button"]')].filter((c) => c !== widget);
    return controls.flatMap((c) => {
      const r = c.getBoundingClientRect();
      // The page's controls scrolled behind the fixed header are hidden by it, not by the button.
      const behindHeader = !header.contains(c) && r.top < headerBottom;
      const visible = r.width > 0 && r.height > 0 && !behindHeader;
      const overlaps = r.left < w.right && w.left < r.right && r.top < w.bottom && w.top < r.bottom;
      return visible && overlaps ? [c.textContent?.trim() || c.getAttribute('aria-label') || c.tagName] : [];
    });
  });
}

/**
 * Whether a control shows whole, inside the strip that scrolls it (if any) and the window, and a tap
 * at its middle lands on it. The page scrolls down to it; no strip is scrolled sideways for it.
 */
function reachable(control: Locator): Promise<boolean> {
  return control.evaluate((element) => {
    const top = element.getBoundingClientRect().top;
    window.scrollTo(0, window.scrollY + top - window.innerHeight / 2);
    const box = element.getBoundingClientRect();
    const strip = element.closest('[data-testid="scroll-x"]')?.getBoundingClientRect() ?? { left: 0, right: window.innerWidth };
    if (box.left < Math.max(0, strip.left) - 0.5 || box.right > Math.min(window.innerWidth, strip.right) + 0.5) return false;
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && element.contains(hit);
  });
}

/** The controls shown in a dialog (not scrolled out of its box) whose middle something outside the dialog covers. */
function controlsCoveredFromOutside(root: Locator): Promise<string[]> {
  return root.evaluate((dialogElement) => {
    const shown = dialogElement.getBoundingClientRect();
    return [...dialogElement.querySelectorAll('button, input, textarea, select, a')].flatMap((control) => {
      const box = control.getBoundingClientRect();
      const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
      if (box.width === 0 || y <= shown.top || y >= Math.min(shown.bottom, window.innerHeight)) return [];
      const hit = document.elementFromPoint(x, y);
      return hit && !dialogElement.contains(hit) ? [control.textContent?.trim() || control.getAttribute('aria-label') || control.getAttribute('placeholder') || control.tagName] : [];
    });
  });
}

describe('the recommendations button', () => {
  // It floats in a member's header bar from 1,408 px, and sits in the burger's panel below.
  it.each([MEMBER_HEADER_WIDTH, 390] as const)('covers no control of the admin page or home at %i px, at any scroll', async (width) => {
    const { page, close } = await openAdmin(width);
    for (const path of ['/admin', '/admin?tab=users', '/admin?tab=sources', '/']) {
      await page.goto(`${app.url}${path}`);
      await page.locator('main a, main button').first().waitFor();
      if (width === MEMBER_HEADER_WIDTH) await page.getByRole('button', { name: /^Recommended for you/ }).waitFor();
      await page.waitForTimeout(300);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0; y < height; y += 300) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        expect(await controlsUnderWidget(page), `${path} scrolled to ${y}`).toEqual([]);
      }
    }
    // On a phone it is in the navigation panel; in the header on a wide screen.
    const button = page.getByRole('button', { name: /^Recommended for you/ });
    if (width === 390) {
      expect(await button.isVisible()).toBe(false);
      await page.getByRole('button', { name: 'Toggle navigation' }).click();
    }
    expect(await button.and(page.locator(':visible')).count()).toBe(1);
    await close();
  });
});

describe('on a phone', () => {
  it('scrolls each wide table and tab strip in a box that says so, never the page', async () => {
    const { page, close } = await openAdmin(390);
    for (const [name, label] of [['News', 'News'], ['Users', 'Users'], ['Sources', 'Sources'], ['Audit', 'Audit log']] as const) {
      await tab(page, name);
      await page.getByRole('tabpanel').getByRole('table').first().waitFor();
      const strip = page.getByRole('region', { name: `${label} (scrolls sideways)` });
      await strip.waitFor();
      expect(await strip.getAttribute('tabindex')).toBe('0');
      expect(await strip.locator('..').getAttribute('data-more-end')).toBe('true');
      // Scrolled to its end, the fade moves to the other side. Scrolled again on each look: rows
      // still arriving may widen the table after the first scroll.
      const atEnd = async (attribute: string) => {
        await strip.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
        return strip.locator('..').getAttribute(attribute);
      };
      await expect.poll(() => atEnd('data-more-start')).toBe('true');
      await expect.poll(() => atEnd('data-more-end')).toBeNull();
    }
    await page.getByRole('region', { name: 'Admin sections (scrolls sideways)' }).waitFor();
    await tab(page, 'Marketaux');
    await page.getByRole('region', { name: 'Marketaux sections (scrolls sideways)' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // A row's actions stay in view while the rest of its table scrolls under them.
    // Each row's action is named by its row ("View <title>", not twenty links all called View).
    for (const [path, action] of [['users', 'Demote boss'], ['sources', /^Edit /], ['news', /^View .+/]] as const) {
      await page.goto(`${app.url}/admin?tab=${path}`);
      const button = page.getByRole('tabpanel').getByRole(path === 'news' ? 'link' : 'button', { name: action }).first();
      await button.waitFor();
      expect(await reachable(button), path).toBe(true);
    }
    await shoot(page, 'admin-sources-actions');
    // A link tabbed onto scrolls clear of that column, its focus ring too (WCAG 2.4.11).
    await page.goto(`${app.url}/admin?tab=sources`);
    const strip = page.getByRole('region', { name: 'Sources (scrolls sideways)' });
    await strip.getByRole('link').first().waitFor();
    // The strip's scroll padding follows the actions column (useStickyEnd, on a ResizeObserver) as
    // the rows arrive: on a busy machine a Tab pressed before it caught up scrolled by the old one.
    await expect
      .poll(() => strip.evaluate((el) => el.style.scrollPaddingInlineEnd === `${(el.querySelector('tr')!.lastElementChild as HTMLElement).offsetWidth + 4}px`))
      .toBe(true);
    await strip.focus();
    await page.keyboard.press('Tab');
    const gap = await page.evaluate(() => {
      const link = document.activeElement as HTMLElement;
      const actions = link.closest('tr')!.lastElementChild!;
      return actions.getBoundingClientRect().left - link.getBoundingClientRect().right;
    });
    expect(gap).toBeGreaterThanOrEqual(4);
    await shoot(page, 'admin-sources-link-focused');
    // A deep link to a tab far along the strip scrolls the strip to it.
    for (const [path, names] of [['audit', ['Audit']], ['marketaux&section=statistics', ['Marketaux', 'Statistics']]] as const) {
      await page.goto(`${app.url}/admin?tab=${path}`);
      for (const name of names) {
        const selected = page.getByRole('tab', { name, exact: true, selected: true });
        await selected.waitFor();
        await expect.poll(() => reachable(selected), { message: `${path}: ${name}` }).toBe(true);
      }
    }
    await shoot(page, 'admin-deep-link-statistics');
    await close();
  });

});

describe('on a wide screen', () => {
  it('lines the dashboard up with the header, however wide the window', async () => {
    const { page, close } = await openAdmin(1280);
    await page.setViewportSize({ width: 1680, height: 900 });
    const brand = (await page.getByRole('banner').getByRole('link', { name: 'AlphaWire' }).boundingBox())!;
    const title = (await page.getByRole('heading', { name: 'Admin Dashboard' }).boundingBox())!;
    const account = (await page.getByRole('banner').getByRole('button', { name: 'boss' }).boundingBox())!;
    const logout = (await page.getByRole('button', { name: 'Logout' }).boundingBox())!;
    expect(Math.round(title.x)).toBe(Math.round(brand.x));
    expect(Math.round(logout.x + logout.width)).toBe(Math.round(account.x + account.width));
    await close();
  });
});

describe('the tabs', () => {
  it('are kept in the address, so back, forward and reload restore them', async () => {
    const { page, errors, close } = await openAdmin(1280);
    const selected = (name: string) => page.getByRole('tab', { name, exact: true }).getAttribute('aria-selected');
    await tab(page, 'Users');
    await page.waitForURL(`${app.url}/admin?tab=users`);
    await tab(page, 'Marketaux');
    await tab(page, 'Languages');
    await page.waitForURL(`${app.url}/admin?tab=marketaux&section=languages`);
    await page.reload();
    await expect.poll(() => selected('Languages')).toBe('true');
    await page.goBack();
    await expect.poll(() => selected('Status')).toBe('true');
    await page.goBack();
    await expect.poll(() => selected('Users')).toBe('true');
    await page.goBack();
    await expect.poll(() => selected('News')).toBe('true');
    await page.goForward();
    await expect.poll(() => selected('Users')).toBe('true');
    expect(errors).toEqual([]);
    await close();
  });
});

describe.each(WIDTHS)('screenshots at %i px', (width) => {
  it('of every tab and sub-tab', async () => {
    const { page, errors, close } = await openAdmin(width);
    for (const [name, file] of [['News', 'news'], ['One-Minute Summaries', 'summaries'], ['Users', 'users'], ['Sources', 'sources'], ['Audit', 'audit']] as const) {
      await tab(page, name);
      await page.getByRole('tabpanel').getByRole('table').first().waitFor();
      await shoot(page, `admin-${file}`);
    }
    await tab(page, 'Sources');
    await page.getByRole('button', { name: '+ Add Source' }).click();
    await shoot(page, 'admin-source-dialog');
    await page.keyboard.press('Escape');
    await tab(page, 'Users');
    await page.getByRole('button', { name: /^(Promote|Demote) / }).first().click();
    await shoot(page, 'admin-role-dialog');
    await page.keyboard.press('Escape');
    await tab(page, 'Marketaux');
    for (const sub of SUB_TABS) {
      await tab(page, sub);
      await page.waitForTimeout(sub === 'Statistics' ? 1200 : 300);
      await shoot(page, `admin-marketaux-${sub.toLowerCase().replace(/ /g, '-')}`);
    }
    expect(errors).toEqual([]);
    await close();
  });
});
