import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app.js';
import { TEST_PASSWORD } from '../helpers/accounts.js';
import { type ArticleFields, insertArticle } from '../helpers/articles.js';
import { DESKTOP_ONLY, headerControls, openPage, shoot, signInAs, useE2eApp, WIDTHS } from './browser.js';

// Articles in other languages (docs/product.md#score-bands-and-sentiment, #feed-filters,
// #personalised-feed-page, #admin-dashboard). The app clock is fixed near the articles' dates, so
// the admin's "last 30 days" never ages.
const NOW = new Date('2026-11-20T12:00:00Z');
const HOUR = 3_600_000;
const ADMIN = { username: 'boss', password: TEST_PASSWORD };

const STORIES: (ArticleFields & { title: string })[] = [
  { title: 'Bitcoin rallies past its record', language: 'en', sentiment: 'bullish' },
  { title: 'Bitcoin se desploma tras el hackeo de un exchange', language: 'es', sentiment: 'bearish' },
  { title: 'Las acciones de Apple se disparan tras resultados récord', language: 'es', sentiment: 'bullish' },
  { title: '日銀が金利を据え置き、円相場は下落', language: 'ja', sentiment: null },
  { title: 'La BCE maintient ses taux directeurs', language: 'fr', sentiment: 'neutral' },
  { title: 'BTC +5%', language: 'und', sentiment: 'neutral' },
  // The newest, so the article page's Latest News lists them.
  { title: 'ارتفاع سعر البيتكوين إلى مستوى قياسي جديد', language: 'ar', sentiment: null, source_name: 'الجزيرة للأعمال', published_at: new Date(NOW.getTime() - HOUR / 2) },
  { title: 'מניות הטכנולוגיה בתל אביב עלו', language: 'he', sentiment: null, source_name: 'גלובס', published_at: new Date(NOW.getTime() - HOUR / 4) },
];
const ALL = STORIES.map((story) => story.title);
const SPANISH_OR_UNDETERMINED = STORIES.filter((story) => story.language === 'es' || story.language === 'und').map((story) => story.title);
const JAPANESE = STORIES[3]!.title;
const [ARABIC, HEBREW] = STORIES.slice(-2) as [ArticleFields & { title: string }, ArticleFields & { title: string }];
const ids = new Map<string, number>();

async function seed(app: TestApp): Promise<void> {
  const { accounts } = app.ctx.services;
  await accounts.createUser({ username: ADMIN.username, email: 'boss@example.com', password: ADMIN.password }, 'admin');
  for (const width of WIDTHS) await accounts.createUser({ username: `reader${width}`, email: `reader${width}@example.com`, password: TEST_PASSWORD }, 'user');
  const [diario] = await app.ctx.knex('sources').insert({ name: 'Diario Financiero', type: 'rss', plugin: 'rss', url: 'https://diario.example.org/rss', enabled: false }).returning('id');
  await app.ctx.knex('sources').insert({ name: 'Quiet Wire', type: 'rss', plugin: 'rss', url: 'https://quiet.example.org/rss', enabled: false });
  for (const [i, story] of STORIES.entries()) {
    const fromDiario = story.language === 'es' ? { source_id: (diario as { id: number }).id, source_name: 'Diario Financiero' } : {};
    ids.set(story.title, await insertArticle(app.ctx.knex, { ...story, ...fromDiario, ai_score: 50 + i, published_at: story.published_at ?? new Date(NOW.getTime() - (i + 1) * HOUR) }));
  }
}

const e2e = useE2eApp(seed, { clock: () => NOW });

const card = (page: Page, title: string) => page.locator('article[data-news-id]', { has: page.getByRole('heading', { name: title, exact: true }) });

/**
 * Whether a source's name (its smallest element) is isolated from the age after it, which then reads to its
 * right: in one run with it, an Arabic name took the age in ("8 · الجزيرة للأعمالm").
 */
const isolatedBeforeAge = (name: Locator) =>
  name.evaluate((element) => {
    if (element.tagName !== 'BDI' || !element.nextSibling) return false;
    const after = document.createRange();
    after.selectNodeContents(element.nextSibling);
    return after.getBoundingClientRect().left >= element.getBoundingClientRect().right - 1;
  });

async function feedTitles(page: Page, count: number): Promise<string[]> {
  await expect.poll(() => page.locator('article[data-news-id]').count()).toBe(count);
  return page.locator('article[data-news-id] h2').allTextContents();
}

describe.each(WIDTHS)('languages at %i px', (width) => {
  it('marks a Japanese article "Not assessed", never Neutral, and tags articles not in English', async () => {
    const { page, errors, close } = await openPage(e2e.browser, width);
    await page.goto(e2e.app.url);
    expect(await feedTitles(page, ALL.length)).toHaveLength(ALL.length);
    const japanese = card(page, JAPANESE);
    const badge = japanese.getByTitle('Not assessed for Japanese');
    expect(await badge.isVisible()).toBe(true);
    expect(await badge.textContent()).toBe('Not assessed for Japanese');
    expect(await japanese.textContent()).not.toContain('Neutral');
    expect(await japanese.getByRole('heading').getAttribute('lang')).toBe('ja');
    // Its direction from its language (Arabic or Hebrew would read right to left).
    expect(await japanese.getByRole('heading').getAttribute('dir')).toBe('ltr');
    expect(await japanese.getByTitle('In Japanese').textContent()).toBe('JAIn Japanese');
    expect(await card(page, STORIES[1]!.title).getByTitle('In Spanish').isVisible()).toBe(true);
    expect(await card(page, ALL[0]!).getByTitle(/^In /).count()).toBe(0);
    expect(await card(page, 'BTC +5%').getByRole('heading').getAttribute('lang')).toBeNull();
    expect(await card(page, 'BTC +5%').getByRole('heading').getAttribute('dir')).toBe('auto');
    await japanese.scrollIntoViewIfNeeded();
    await shoot(page, 'languages-not-assessed-card');

    // The detail panel says the same.
    await japanese.getByRole('heading').click();
    const detail = page.getByRole('region', { name: JAPANESE });
    await detail.waitFor();
    expect(await detail.getByTitle('Not assessed for Japanese').isVisible()).toBe(true);
    expect(await detail.getByRole('heading', { name: JAPANESE }).getAttribute('lang')).toBe('ja');
    expect(await detail.getByRole('heading', { name: JAPANESE }).getAttribute('dir')).toBe('ltr');
    expect(errors).toEqual([]);
    await close();
  });

  it('keeps a member’s feed to the languages they pick in Preferences, and undetermined ones', async () => {
    const { page, errors, close } = await openPage(e2e.browser, width);
    await signInAs(page, e2e.app, { username: `reader${width}`, password: TEST_PASSWORD });
    await page.goto(e2e.app.url);
    expect(await feedTitles(page, ALL.length)).toHaveLength(ALL.length);

    await (await headerControls(page)).getByRole('link', { name: 'Settings', exact: true }).click();
    const field = page.getByRole('textbox', { name: 'Languages I read' }).or(page.getByRole('combobox', { name: 'Languages I read' })).first();
    await field.scrollIntoViewIfNeeded();
    expect(await page.getByText('None chosen: all languages.', { exact: false }).isVisible()).toBe(true);
    await field.click();
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/user/preferences') && r.request().method() === 'PUT');
    await page.getByRole('option', { name: 'Spanish', exact: true }).click();
    expect((await saved).status()).toBe(200);
    await page.keyboard.press('Escape');
    await field.scrollIntoViewIfNeeded();
    await shoot(page, 'languages-preferences');

    await page.getByRole('link', { name: 'AlphaWire' }).first().click();
    expect((await feedTitles(page, SPANISH_OR_UNDETERMINED.length)).sort()).toEqual([...SPANISH_OR_UNDETERMINED].sort());
    const stored = await e2e.app.ctx.knex('preferences').join('users', 'users.id', 'preferences.user_id').where('users.username', `reader${width}`).first('languages');
    expect(stored.languages).toEqual(['es']);
    expect(errors).toEqual([]);
    await close();
  });
});

describe.each(DESKTOP_ONLY)('the language filter in the address at %i px', (width) => {
  it('shows /?language=fr as a chip, and removing it shows every language', async () => {
    const { page, errors, close } = await openPage(e2e.browser, width);
    await page.goto(`${e2e.app.url}/?language=fr`);
    expect(await feedTitles(page, 1)).toEqual(['La BCE maintient ses taux directeurs']);
    const chips = page.getByRole('group', { name: 'Feed filters' });
    await chips.getByText('Language: French').waitFor();
    await chips.getByRole('button', { name: 'Remove filter Language: French' }).click();
    expect(await feedTitles(page, ALL.length)).toHaveLength(ALL.length);
    expect(new URL(page.url()).search).toBe('');
    expect(errors).toEqual([]);
    await close();
  });
});

describe.each(WIDTHS)('the admin’s view of languages at %i px', (width) => {
  it('shows articles by detected language with the share not assessed, and each source’s main language', async () => {
    const { page, errors, close } = await openPage(e2e.browser, width);
    await signInAs(page, e2e.app, ADMIN);
    await page.goto(`${e2e.app.url}/admin`);
    await page.getByRole('tab', { name: 'Marketaux', exact: true }).click();
    await page.getByRole('tab', { name: 'Statistics', exact: true }).click();
    const languages = page.getByRole('region', { name: 'Articles by detected language' });
    await languages.getByText('37.5% not assessed').waitFor();
    expect(await languages.locator('[data-language]').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-language')))).toEqual(['es', 'ar', 'en', 'fr', 'he', 'ja', 'und']);
    expect(await languages.locator('[data-language="ja"]').textContent()).toContain('1 not assessed');
    await languages.scrollIntoViewIfNeeded();
    await shoot(page, 'languages-admin-card');

    await page.getByRole('tab', { name: 'Sources', exact: true }).click();
    const row = (name: string) => page.getByRole('row').filter({ hasText: name });
    await row('Diario Financiero').waitFor();
    expect(await page.getByRole('columnheader', { name: 'Language' }).count()).toBe(1);
    expect(await row('Diario Financiero').getByRole('cell', { name: 'Spanish', exact: true }).count()).toBe(1);
    expect(await row('Quiet Wire').getByRole('cell', { name: '—', exact: true }).count()).toBe(1);
    await shoot(page, 'languages-admin-sources');
    expect(errors).toEqual([]);
    await close();
  });
});

describe.each(WIDTHS)('right-to-left titles and sources at %i px', (width) => {
  it('keeps an Arabic source’s name apart from its age, and Arabic and Hebrew titles right to left, beside a story and in the X Message Center', async () => {
    const { page, errors, close } = await openPage(e2e.browser, width);
    await signInAs(page, e2e.app, ADMIN);
    await page.goto(`${e2e.app.url}/news/${ids.get(ALL[0]!)}`);
    const latest = page.getByRole('region', { name: 'Latest News' });
    const source = latest.getByText(ARABIC.source_name!);
    await source.waitFor();
    await source.scrollIntoViewIfNeeded();
    await shoot(page, 'languages-side-list');
    expect(await isolatedBeforeAge(source)).toBe(true);

    await page.goto(`${e2e.app.url}/x-messages`);
    const news = page.getByRole('region', { name: 'Share the latest news' });
    await news.getByText(ARABIC.source_name!).waitFor();
    await shoot(page, 'languages-x-messages');
    expect(await isolatedBeforeAge(news.getByText(ARABIC.source_name!))).toBe(true);
    for (const story of [ARABIC, HEBREW]) {
      const title = news.getByRole('link', { name: story.title, exact: true });
      expect([await title.getAttribute('lang'), await title.getAttribute('dir')]).toEqual([story.language, 'rtl']);
      // Its block reaches the button beside it, so that it ends on the right (12 px apart).
      const [block, button] = [await title.boundingBox(), await news.locator('.mantine-Card-root', { hasText: story.title }).getByRole('button', { name: 'Post to X' }).boundingBox()];
      expect(button!.x - (block!.x + block!.width)).toBeLessThanOrEqual(13);
    }
    expect(errors).toEqual([]);
    await close();
  });
});
