import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { webhookNotifier } from '../../src/plugins/notifiers/webhook/index.js';
import type { TestApp } from '../helpers/app.js';
import { TEST_PASSWORD } from '../helpers/accounts.js';
import { insertArticle } from '../helpers/articles.js';
import { dialog, openPage, shoot, signInAs, useE2eApp, WIDTHS } from './browser.js';

// Names and headlines as long as the contracts allow, with no space to break them at: each must
// wrap or be clamped, never widen the page or push a control out of its box.
const SOURCE = 'Wire'.repeat(50);
const WORD = 'Megamerger'.repeat(19);
const CHANNEL = 'Desk'.repeat(15);
// A long name with spaces, of a source switched off, and the longest host name a label allows.
const IDLE_SOURCE = 'The Extraordinarily Long Named International Financial Markets And Cryptocurrency Wire Service Of The Northern Hemisphere';
const HOST = `${'markets'.repeat(9)}.example.org`;
const ADMIN = { username: 'chief', email: `${'x'.repeat(64)}@${'newsroom'.repeat(8)}.example.com`, password: TEST_PASSWORD };

let articleId = 0;

async function seed(app: TestApp): Promise<void> {
  const { knex, services } = app.ctx;
  const [source] = await knex('sources').insert({ name: SOURCE, type: 'rss', plugin: 'rss', url: 'https://feeds.example.org/long.xml', enabled: true }).returning('id');
  // Its story reported twice: the article page lists the other under "Also reported by".
  const [cluster] = await knex('story_clusters').insert({ title: 'Megamerger', article_count: 2 }).returning('id');
  const story = { title: `Bitcoin ${WORD} rally`, content_text: `${WORD} ${WORD}`, source_name: SOURCE, source_id: source.id as number, sentiment: 'neutral', cluster_id: cluster.id as number } as const;
  await insertArticle(knex, story);
  articleId = await insertArticle(knex, story);
  await knex('articles').where({ id: articleId }).update({ url: `https://${HOST}/story`, original_source: true });
  await knex('sources').insert({ name: IDLE_SOURCE, type: 'rss', plugin: 'rss', url: 'https://feeds.example.org/idle.xml', enabled: false });
  const admin = await services.accounts.createUser(ADMIN, 'admin');
  await services.alertChannels.create(admin.id, { type: 'webhook', name: CHANNEL, settings: { url: 'https://hooks.example.org/desk' } });
}

const e2e = useE2eApp(seed, { plugins: [webhookNotifier] });

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('Not shown');
  return { left: found.x, right: found.x + found.width };
}

/** Whether `inner` lies across the whole of its width inside `outer` (a pixel's rounding allowed). */
async function inside(inner: Locator, outer: Locator): Promise<boolean> {
  const [a, b] = [await box(inner), await box(outer)];
  return a.left >= b.left - 1 && a.right <= b.right + 1;
}

/** Whether `control` lies across the whole of its width on the screen. */
async function onScreen(control: Locator, width: number): Promise<boolean> {
  const { left, right } = await box(control);
  return left >= 0 && right <= width;
}

/** Whether nothing of the element's content runs past its right edge (clipped or not). */
const fits = (element: Locator) => element.evaluate((found) => found.scrollWidth <= found.clientWidth);

/** A Mantine badge reading `label`: its root, which is squeezed, rather than the label inside. */
const badge = (root: Locator, label: string) => root.locator('.mantine-Badge-root', { hasText: new RegExp(`^${label}$`) });

/** Whether the badge's label shows whole: the width of its text against the room its label has (cut off with "…" when short). */
const wholeLabel = (badge: Locator) =>
  badge.evaluate((element) => {
    const label = element.querySelector<HTMLElement>('.mantine-Badge-label')!;
    const range = document.createRange();
    range.selectNodeContents(label);
    return range.getBoundingClientRect().width <= label.getBoundingClientRect().width + 1;
  });

describe.each(WIDTHS)('long words at %i px', (width) => {
  it('wrap on the article page, the feed card and /about, which stay within the screen', async () => {
    const { page } = await openPage(e2e.browser, width);
    await signInAs(page, e2e.app, ADMIN);
    await page.goto(`${e2e.app.url}/news/${articleId}`);
    await page.getByRole('heading', { level: 1, name: /Megamerger/ }).waitFor();
    await shoot(page, 'long-text-article', { fullPage: true });
    expect(await pageWidth(page)).toBeLessThanOrEqual(width);

    await page.goto(e2e.app.url);
    const card = page.locator('article[data-news-id]').first();
    const sentiment = badge(card, 'Neutral');
    await sentiment.waitFor();
    await shoot(page, 'long-text-card');
    // The card clips what overflows it: the title and summary must wrap, the menu and badge stay whole, the cut name has a tooltip.
    expect(await fits(card)).toBe(true);
    expect(await inside(card.getByRole('button', { name: 'Story menu' }), card)).toBe(true);
    expect(await wholeLabel(sentiment)).toBe(true);
    expect(await card.getByText(SOURCE).getAttribute('title')).toBe(SOURCE);

    await page.goto(`${e2e.app.url}/about`);
    await page.getByText(SOURCE).waitFor();
    await shoot(page, 'long-text-about');
    expect(await pageWidth(page)).toBeLessThanOrEqual(width);
  });

  it('keep every column of the admin tables in reach, status and role badges whole', async () => {
    const { page } = await openPage(e2e.browser, width);
    await signInAs(page, e2e.app, ADMIN);
    await page.goto(`${e2e.app.url}/admin?tab=sources`);
    const strip = page.getByRole('tabpanel').getByTestId('scroll-x');
    await strip.getByText(SOURCE).waitFor();
    await shoot(page, 'long-text-admin-sources');
    // On a wide screen the whole table shows; on a phone it scrolls, but no further than the table's few columns need.
    const status = strip.getByRole('columnheader', { name: 'Status' });
    if (width === 1280) expect(await inside(status, strip)).toBe(true);
    else expect(await strip.evaluate((element) => element.scrollWidth)).toBeLessThan(3 * width);
    // Beside long names, Active and Inactive read whole (at 1280 the table squeezed Inactive to "INACTI…").
    for (const label of ['Active', 'Inactive']) expect(await wholeLabel(badge(strip, label))).toBe(true);

    await page.goto(`${e2e.app.url}/admin?tab=news`);
    const url = page.getByRole('tabpanel').getByRole('link', { name: HOST });
    await url.waitFor();
    await shoot(page, 'long-text-admin-news');
    if (width === 1280) expect(await inside(page.getByRole('columnheader', { name: 'Sentiment' }), page.getByRole('tabpanel').getByTestId('scroll-x'))).toBe(true);
    // The host is cut rather than the badge before it ("ORIGI…"), and shows whole on hover.
    expect(await wholeLabel(badge(page.getByRole('row').filter({ hasText: HOST }), 'Original'))).toBe(true);
    expect(await url.getAttribute('title')).toBe(`https://${HOST}/story`);

    await page.goto(`${e2e.app.url}/admin?tab=users`);
    const role = badge(page.getByRole('row', { name: new RegExp(ADMIN.username) }), 'admin');
    await role.waitFor();
    await shoot(page, 'long-text-admin-users');
    expect(await wholeLabel(role)).toBe(true);
  });

  it('keep the alert channel dialogs whole: the name wraps, Close stays on screen', async () => {
    const { page } = await openPage(e2e.browser, width);
    await signInAs(page, e2e.app, ADMIN);
    await page.goto(`${e2e.app.url}/settings?section=alerts`);
    await page.getByRole('button', { name: `Deliveries of ${CHANNEL}` }).click();
    await dialog(page).getByText('Nothing has been sent through this channel yet.').waitFor();
    await shoot(page, 'long-text-deliveries');
    expect(await onScreen(dialog(page).getByRole('button', { name: 'Close' }), width)).toBe(true);
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });

    await page.getByRole('button', { name: `Delete ${CHANNEL}` }).click();
    // The sentence, not the name isolated inside it.
    const text = dialog(page).locator('p', { hasText: CHANNEL });
    await text.waitFor();
    await shoot(page, 'long-text-delete-channel');
    expect(await fits(text)).toBe(true);
  });
});
