import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app.js';
import { insertArticle } from '../helpers/articles.js';
import { DESKTOP_ONLY, hasFocus, removeTwoChipsFromKeyboard, openPage, shoot, signInAs, useE2eApp, WIDTHS } from './browser.js';

// docs/product.md#mutes: a member mutes a ticker or a source from a card's menu (the card leaves
// the feed, a toast offers Undo) and unmutes it in Your Settings.
const MINUTE = 60_000;
const PASSWORD = 'a-good-password';

async function seed(app: TestApp): Promise<void> {
  const knex = app.ctx.knex;
  const [wire, desk] = (await knex('sources').insert([{ name: 'Wire', url: 'https://wire.example/rss' }, { name: 'Desk', url: 'https://desk.example/rss' }]).returning('id')).map((r: { id: number }) => r.id);
  const stories = [
    { title: 'Bitcoin rallies past record', tickers: ['BTC'], source_id: wire, source_name: 'Wire' },
    { title: 'Ether slides after the exploit', tickers: ['ETH', 'BTC'], source_id: wire, source_name: 'Wire' },
    { title: 'Solana listings draw traders', tickers: ['SOL'], source_id: desk, source_name: 'Desk' },
    { title: 'Fed holds rates steady', tickers: [], source_id: desk, source_name: 'Desk' },
  ];
  const now = Date.now();
  for (const [i, story] of stories.entries()) await insertArticle(knex, { ...story, ai_score: 60, published_at: new Date(now - (i + 1) * 10 * MINUTE) });
  // One member per test: a test that failed half-way leaves mutes that would fail the next.
  for (const name of [...WIDTHS.map((width) => `muter${width}`), 'saver', 'chipper']) await app.ctx.services.accounts.createUser({ username: name, email: `${name}@example.com`, password: PASSWORD }, 'user');
}

const e2e = useE2eApp(seed);

const cards = (page: Page) => page.locator('article[data-news-id]');
const card = (page: Page, title: string) => cards(page).filter({ hasText: title });
const storyMenu = (page: Page, title: string) => card(page, title).getByRole('button', { name: 'Story menu' });
const titles = async (page: Page, count: number) => {
  await expect.poll(() => cards(page).count(), { timeout: 5_000 }).toBe(count);
  return cards(page).locator('h2').allTextContents();
};

describe('mutes', () => {
  it('shows no story menu to signed-out readers', async () => {
    const { page, close } = await openPage(e2e.browser, 1280);
    await page.goto(`${e2e.app.url}/`);
    expect(await titles(page, 4)).toHaveLength(4);
    expect(await page.getByRole('button', { name: 'Story menu' }).count()).toBe(0);
    await close();
  });

  describe.each(DESKTOP_ONLY)('at %i px', (width) => {
    it('mutes a ticker from a card with Undo, mutes a source, and unmutes it in Your Settings', async () => {
      const { page, errors, close } = await openPage(e2e.browser, width);
      await signInAs(page, e2e.app, { username: `muter${width}`, password: PASSWORD });
      await page.goto(`${e2e.app.url}/`);
      expect(await titles(page, 4)).toHaveLength(4);

      await card(page, 'Ether slides').getByRole('button', { name: 'Story menu' }).click();
      const menu = page.getByRole('menu');
      await menu.waitFor();
      expect(await menu.getByRole('menuitem').allTextContents()).toEqual(['☆ Watch $ETH', '☆ Watch $BTC', 'Mute Wire', 'Mute $ETH', 'Mute $BTC']);
      await shoot(page, 'mutes-card-menu');
      // Opening the menu did not open the story in the detail panel.
      expect(await page.getByRole('button', { name: /back/i }).count()).toBe(0);

      // From the keyboard: the muted card leaves with the focus, which goes on to the next card's menu.
      await menu.getByRole('menuitem', { name: 'Mute $ETH' }).press('Enter');
      expect(await titles(page, 3)).not.toContain('Ether slides after the exploit');
      await expect.poll(() => hasFocus(storyMenu(page, 'Solana'))).toBe(true);
      const toast = page.getByRole('alert').filter({ hasText: 'Muted $ETH' });
      await toast.waitFor();
      await shoot(page, 'mutes-toast');
      // Undo's button goes with its toast: the focus goes to the menu of the card it brought back.
      await toast.getByRole('button', { name: 'Undo' }).click();
      expect(await titles(page, 4)).toContain('Ether slides after the exploit');
      await expect.poll(() => hasFocus(storyMenu(page, 'Ether slides'))).toBe(true);

      await card(page, 'Solana').getByRole('button', { name: 'Story menu' }).click();
      await page.getByRole('menuitem', { name: 'Mute Desk' }).click();
      expect(await titles(page, 2)).toEqual(['Bitcoin rallies past record', 'Ether slides after the exploit']);

      await page.goto(`${e2e.app.url}/preferences`);
      const muted = page.getByRole('region', { name: 'Muted' });
      await muted.getByRole('list', { name: 'Muted sources' }).getByText('Desk').waitFor();
      await muted.getByRole('textbox', { name: 'Mute keywords' }).fill('halving, Rate cut');
      await muted.getByRole('button', { name: 'Add' }).last().click();
      await muted.getByRole('list', { name: 'Muted keywords' }).getByText('Rate cut').waitFor();
      await muted.scrollIntoViewIfNeeded();
      await shoot(page, 'mutes-settings');
      await muted.getByRole('button', { name: 'Unmute Desk' }).click();
      await muted.getByText('No muted sources.').waitFor();
      await expect.poll(async () => (await page.evaluate(async () => (await fetch('/api/user/mutes')).json())) as unknown).toEqual({
        sources: [], keywords: ['halving', 'Rate cut'], tickers: [], sourceNames: {},
      });

      await page.goto(`${e2e.app.url}/`);
      expect(await titles(page, 4)).toHaveLength(4);
      expect(errors).toEqual([]);
      await close();
    });
  });

  // docs/accessibility.md: an unmuted entry's button goes with it, and the focus had fallen to the
  // page's body; the buttons were 18 px, and a long keyword was cut short with "…" on a phone.
  it('hands the focus on from an unmuted entry, with 24 px buttons and long keywords shown whole', async () => {
    const { page, close } = await openPage(e2e.browser, 390);
    await signInAs(page, e2e.app, { username: 'chipper', password: PASSWORD });
    await page.goto(`${e2e.app.url}/preferences`);
    const muted = page.getByRole('region', { name: 'Muted' });
    const field = muted.getByRole('textbox', { name: 'Mute tickers' });
    await removeTwoChipsFromKeyboard(field, 'DOGE, SHIB', muted.getByRole('button', { name: 'Unmute $DOGE' }), muted.getByRole('button', { name: 'Unmute $SHIB' }));
    await muted.getByText('No muted tickers.').waitFor();

    const long = 'quantitative tightening schedule announced by the central ba';
    await muted.getByRole('textbox', { name: 'Mute keywords' }).fill(long);
    await muted.getByRole('textbox', { name: 'Mute keywords' }).press('Enter');
    const chip = muted.getByRole('list', { name: 'Muted keywords' }).getByRole('listitem');
    await chip.waitFor();
    expect(await chip.evaluate((item) => [...item.querySelectorAll('*')].every((part) => part.scrollWidth <= part.clientWidth))).toBe(true);
    expect((await chip.boundingBox())!.width).toBeLessThanOrEqual(390);
    await shoot(page, 'mutes-long-keyword');
    await close();
  });

  it('keeps a change on screen with the server’s message when a save fails, and sends it with the next', async () => {
    const { page, close } = await openPage(e2e.browser, 1280);
    await signInAs(page, e2e.app, { username: 'saver', password: PASSWORD });
    await page.goto(`${e2e.app.url}/preferences`);
    const muted = page.getByRole('region', { name: 'Muted' });
    await muted.getByText('No muted tickers.').waitFor();
    const outage = { statusCode: 503, error: 'Service Unavailable', message: 'The database is not answering right now. Try again in a moment.' };
    await page.route('**/api/user/mutes', (route) => (route.request().method() === 'PUT' ? route.fulfill({ status: 503, json: outage }) : route.continue()));
    await muted.getByRole('textbox', { name: 'Mute tickers' }).fill('$doge');
    await muted.getByRole('textbox', { name: 'Mute tickers' }).press('Enter');
    await muted.getByText(outage.message).waitFor();
    await muted.getByRole('list', { name: 'Muted tickers' }).getByText('$DOGE').waitFor();
    await page.unroute('**/api/user/mutes');
    await muted.getByRole('textbox', { name: 'Mute tickers' }).fill('not a symbol');
    await muted.getByRole('textbox', { name: 'Mute tickers' }).press('Enter');
    await muted.getByText('“NOT A SYMBOL” is not a symbol such as BTC or $ETH').waitFor();
    await muted.getByRole('textbox', { name: 'Mute tickers' }).fill('shib');
    await muted.getByRole('textbox', { name: 'Mute tickers' }).press('Enter');
    await muted.getByText(outage.message).waitFor({ state: 'detached' });
    await expect.poll(async () => ((await page.evaluate(async () => (await fetch('/api/user/mutes')).json())) as { tickers: string[] }).tickers).toEqual(['DOGE', 'SHIB']);
    await close();
  });
});
