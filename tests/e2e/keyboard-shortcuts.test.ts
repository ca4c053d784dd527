import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { insertArticle } from '../helpers/articles.js';
import { headerControls, openPage, shoot, useE2eApp, WIDTHS } from './browser.js';

// The feed's single-key shortcuts (docs/accessibility.md#keyboard-and-screen-readers): what a screen
// reader hears as the cursor moves, and the switch that turns them off (WCAG 2.1.4).
const STORIES = 5;
const MINUTE = 60_000;
const SHORTCUT_KEYS = ['j', 'k', 'o', '/'];

const e2e = useE2eApp(async (app) => {
  const now = Date.now();
  for (let n = 1; n <= STORIES; n += 1) {
    await insertArticle(app.ctx.knex, { title: `Shortcut story ${n}`, published_at: new Date(now - n * MINUTE), categories: ['markets'] });
  }
});

const feed = (page: Page) => page.getByRole('region', { name: 'Latest News' });
const cursorTitle = (page: Page) => page.evaluate(() => document.querySelector('article[data-cursor] h2')?.textContent ?? null);

async function openHome(page: Page): Promise<void> {
  await page.goto(e2e.app.url);
  await page.locator('article[data-news-id]').first().waitFor();
}

/** The header's switch: a toggle button in the bar on wide screens, a switch in the burger's panel on a phone. */
async function shortcutsSwitch(page: Page, width: number) {
  const controls = await headerControls(page);
  return width === 390 ? controls.getByRole('switch', { name: 'Keyboard shortcuts' }) : controls.getByRole('button', { name: 'Keyboard shortcuts' });
}

async function shortcutsOn(page: Page, width: number): Promise<boolean> {
  const control = await shortcutsSwitch(page, width);
  return width === 390 ? control.isChecked() : (await control.getAttribute('aria-pressed')) === 'true';
}

/** Types each key on the page's body, and says which of them the page acted on (took its default away). */
async function pressOnBody(page: Page, keys: string[]): Promise<string[]> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    const taken: string[] = [];
    Object.assign(window, { takenKeys: taken });
    window.addEventListener('keydown', (event) => event.defaultPrevented && taken.push(event.key));
  });
  for (const key of keys) await page.keyboard.press(key);
  return page.evaluate(() => (window as unknown as { takenKeys: string[] }).takenKeys);
}

describe('the shortcuts under a dialog', () => {
  // The feed behind the Login dialog moved and opened a story, whose panel took the focus out of the dialog.
  it('do nothing to the page while a dialog is open, and the focus stays in it', async () => {
    const { page, errors, close } = await openPage(e2e.browser, 1280);
    await openHome(page);
    await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
    const login = page.getByRole('dialog');
    await login.getByText('Login to AlphaWire').waitFor();
    for (const key of ['j', 'j', 'o', '/']) await page.keyboard.press(key);
    expect(await cursorTitle(page)).toBe(null);
    expect(await page.getByRole('button', { name: 'Back' }).count()).toBe(0);
    expect(await login.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await login.waitFor({ state: 'hidden' });
    expect(await pressOnBody(page, ['j'])).toEqual(['j']);
    expect(await cursorTitle(page)).toBe('Shortcut story 1');
    expect(errors).toEqual([]);
    await close();
  });
});

describe('the feed cursor for screen readers', () => {
  it('says the title and place of the story j and k land on, politely', async () => {
    const { page, close } = await openPage(e2e.browser, 1280);
    await openHome(page);
    const status = feed(page).getByRole('status');
    expect(await status.getAttribute('aria-live')).toBe('polite');
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    await page.keyboard.press('k');
    expect(await cursorTitle(page)).toBe('Shortcut story 2');
    await expect.poll(() => status.textContent()).toBe('Shortcut story 2, 2 of 5');
    // At the top, k stays put and says so again.
    await page.keyboard.press('k');
    await page.keyboard.press('k');
    await expect.poll(() => status.textContent()).toBe('Shortcut story 1, 1 of 5');
    await close();
  });
});

describe.each(WIDTHS)('turning the keyboard shortcuts off at %i px', (width) => {
  it('makes j, k, o and / do nothing, in this browser, until turned on again', async () => {
    const { page, errors, close } = await openPage(e2e.browser, width);
    await openHome(page);
    expect(await shortcutsOn(page, width)).toBe(true);
    await shoot(page, 'keyboard-shortcuts-on');
    await (await shortcutsSwitch(page, width)).click();
    expect(await shortcutsOn(page, width)).toBe(false);
    await shoot(page, 'keyboard-shortcuts-off');
    if (width === 390) await page.getByRole('button', { name: 'Toggle navigation' }).click();

    expect(await pressOnBody(page, SHORTCUT_KEYS)).toEqual([]);
    expect(await cursorTitle(page)).toBe(null);
    expect(await page.getByRole('searchbox', { name: 'Search news' }).evaluateAll((boxes) => boxes.some((box) => box === document.activeElement))).toBe(false);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await feed(page).getByRole('status').textContent()).toBe('');
    // The search field no longer offers "/".
    expect(await page.getByRole('banner').locator('kbd').count()).toBe(0);

    // Kept across a reload, as the colour scheme is; and turned on again, j moves the cursor.
    await openHome(page);
    expect(await shortcutsOn(page, width)).toBe(false);
    expect(await pressOnBody(page, ['j'])).toEqual([]);
    expect(await cursorTitle(page)).toBe(null);
    await (await shortcutsSwitch(page, width)).press(width === 390 ? 'Space' : 'Enter');
    expect(await shortcutsOn(page, width)).toBe(true);
    if (width === 390) await page.getByRole('button', { name: 'Toggle navigation' }).click();
    expect(await pressOnBody(page, ['j'])).toEqual(['j']);
    expect(await cursorTitle(page)).toBe('Shortcut story 1');
    expect(errors).toEqual([]);
    await close();
  });
});
