import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app.js';
import { insertArticle } from '../helpers/articles.js';
import { DESKTOP_ONLY, openPage, shoot, signInAs, type Width, useE2eApp } from './browser.js';

// docs/product.md#why-this-score: the "why?" beside the sentiment and the scores, on the home
// page's detail panel and on the article page, by mouse and by keyboard.

const MEMBER = { username: 'explainer', email: 'explainer@example.com', password: 'a-good-password' };
const HOSTILE = '<img src=x onerror="window.__pwned=1">';
const ids = { loud: 0, calm: 0 };

const LOUD_TITLE = 'BTC rallies as ETH slumps after the exploit';
const LOUD_SUMMARY = 'Bitcoin rallies past $70k as Ether slumps after a $1.2bn exploit; BTC RALLIES again while rallying funds wait.';
const IMPORTANCE_SENTENCES = [
  'Published by a highly weighted source (weight 80 of 100)',
  'Names a central bank',
  'Names 3 assets',
  'Involves BTC, one of the most followed assets',
  'Reports a price move of +12%',
  'Reports a sum of $1.2 billion',
  'About a hack or exploit',
  'Filed under the economy topic',
  'Fresh news: published 3 hours before it was scored',
  'Very short text, so there was little to go on',
  'Other signal: quantum flux: 9',
];

async function seed(app: TestApp): Promise<void> {
  const knex = app.ctx.knex;
  await app.ctx.services.accounts.createUser(MEMBER, 'user');
  ids.calm = await insertArticle(
    knex,
    // Full text already stored: no "processing content" toast over the popovers.
    {
      title: 'Copper holds steady in quiet trade',
      sentiment: 'neutral',
      ai_score: 31,
      popularity_score: 20,
      full_content: '<p>Copper held steady.</p>',
      published_at: new Date(Date.UTC(2026, 10, 20, 9)),
    },
    'Copper prices held steady in quiet trade.',
  );
  ids.loud = await insertArticle(
    knex,
    {
      title: LOUD_TITLE,
      sentiment: 'bullish',
      ai_score: 82,
      popularity_score: 55,
      tickers: ['BTC', 'ETH', 'SOL'],
      ticker_sentiments: { ETH: 'bearish', SOL: 'neutral' },
      full_content: '<p>Bitcoin rallies; the full text.</p>',
      published_at: new Date(Date.UTC(2026, 10, 20, 10)),
    },
    LOUD_SUMMARY,
  );
  await knex('articles')
    .where({ id: ids.loud })
    .update({
      score_reasons: JSON.stringify({
        importance: [
          'source_weight:80', 'entity:central_bank', 'tickers:3', 'ticker:BTC', 'move:+12%', 'amount:$1.2bn',
          'event:hack', 'topic:economy', 'recency:3h', 'thin_text', 'quantum_flux:9',
        ],
        popularity: ['cluster:4_sources', 'votes:total=12'],
        sentiment: ['bullish:rallies', 'bearish:slumps', `bearish:${HOSTILE}`],
      }),
    });
  await knex('articles').where({ id: ids.calm }).update({ score_reasons: JSON.stringify({ importance: ['source_weight:50'], sentiment: [] }) });
}

const e2e = useE2eApp(seed);

const marks = (scope: Locator, pull: 'bullish' | 'bearish') => scope.locator(`mark[data-pull="${pull}"]`).allTextContents();

/** The open popover: on the page, not inside the panel (it is portalled), named by its heading. */
const popover = (page: Page, name: string) => page.getByRole('dialog', { name });

/** The popover lies within the screen's width, and nothing covers its middle. */
async function expectOnScreen(page: Page, dialog: Locator, width: Width): Promise<void> {
  const box = await dialog.boundingBox();
  if (!box) throw new Error('popover not laid out');
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
  const onTop = await dialog.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + Math.min(rect.height / 2, 40));
    return hit !== null && element.contains(hit);
  });
  expect(onTop).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** Opens by mouse, checks the words, closes with Escape: focus goes back to the button. */
async function openByMouse(page: Page, button: Locator, name: string): Promise<Locator> {
  await button.click();
  const dialog = popover(page, name);
  await dialog.waitFor();
  return dialog;
}

/** Opens from the keyboard: Enter on the button, focus on the heading, Tab to Close, Enter closes. */
async function openAndCloseByKeyboard(page: Page, button: Locator, name: string, words: string): Promise<void> {
  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = popover(page, name);
  await dialog.waitFor();
  expect(await dialog.textContent()).toContain(words);
  await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(name);
  await page.keyboard.press('Tab');
  await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Close');
  await page.keyboard.press('Enter');
  await dialog.waitFor({ state: 'hidden' });
  await expect.poll(() => button.evaluate((element) => element === document.activeElement)).toBe(true);
}

async function closeWithEscape(page: Page, dialog: Locator, button: Locator): Promise<void> {
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  await expect.poll(() => button.evaluate((element) => element === document.activeElement)).toBe(true);
}

async function expectLoudSentiment(dialog: Locator): Promise<void> {
  const text = await dialog.textContent();
  expect(text).toContain('Bullish words: rallies');
  expect(text).toContain(`Bearish words: slumps, ${HOSTILE}`);
  expect(await marks(dialog, 'bearish')).toEqual(['slumps', HOSTILE]);
}

async function expectImportanceReasons(dialog: Locator): Promise<void> {
  expect(await dialog.getByRole('listitem').allTextContents()).toEqual(IMPORTANCE_SENTENCES);
}

describe.each(DESKTOP_ONLY)('the "why?" of the scores at %i px', (width) => {
  it('explains the sentiment and importance in the home page detail panel, by mouse and keyboard', async () => {
    const { page, errors, close } = await openPage(e2e.browser, width);
    await page.goto(e2e.app.url);
    await page.locator(`article[data-news-id="${ids.loud}"] h2`).click();
    const detail = page.getByRole('region', { name: LOUD_TITLE });
    await detail.waitFor();

    // The summary marks the phrases: whole words, any case, "rallying" left alone.
    expect(await marks(detail, 'bullish')).toEqual(['rallies', 'RALLIES']);
    expect(await marks(detail, 'bearish')).toEqual(['slumps']);

    const sentimentWhy = detail.getByRole('button', { name: 'Why this sentiment?' });
    expect(await sentimentWhy.getAttribute('aria-haspopup')).toBe('dialog');
    const sentiment = await openByMouse(page, sentimentWhy, 'Why Bullish?');
    await expectLoudSentiment(sentiment);
    await expectOnScreen(page, sentiment, width);
    await shoot(page, 'explain-detail-sentiment');
    await closeWithEscape(page, sentiment, sentimentWhy);

    const importanceWhy = detail.getByRole('button', { name: 'Why this importance score?' });
    const importance = await openByMouse(page, importanceWhy, 'Why importance 82?');
    await expectImportanceReasons(importance);
    await expectOnScreen(page, importance, width);
    await shoot(page, 'explain-detail-importance');
    // A click outside closes it too.
    await page.mouse.click(2, 200);
    await importance.waitFor({ state: 'hidden' });

    await openAndCloseByKeyboard(page, importanceWhy, 'Why importance 82?', 'Names a central bank');
    await openAndCloseByKeyboard(page, sentimentWhy, 'Why Bullish?', 'Bullish words: rallies');
    await openAndCloseByKeyboard(page, detail.getByRole('button', { name: 'Why this popularity score?' }), 'Why popularity 55?', 'The same story is carried by 4 sources');
    // Still the same detail: Enter on a "why?" never opened another card.
    expect(await detail.isVisible()).toBe(true);
    expect(await page.evaluate(() => 'pwned' in window || '__pwned' in window)).toBe(false);
    expect(errors).toEqual([]);
    await close();
  });

  it('explains them on the article page, and says what a calm article rests on', async () => {
    const { page, errors, close } = await openPage(e2e.browser, width);
    await signInAs(page, e2e.app, MEMBER);
    await page.goto(`${e2e.app.url}/news/${ids.loud}`);
    const article = page.getByRole('article');
    await article.getByRole('heading', { name: LOUD_TITLE }).waitFor();
    const summary = article.getByRole('region', { name: 'One-Minute Summary' });
    expect(await marks(summary, 'bullish')).toEqual(['rallies', 'RALLIES']);
    expect(await marks(summary, 'bearish')).toEqual(['slumps']);

    const sentimentWhy = article.getByRole('button', { name: 'Why this sentiment?' });
    const sentiment = await openByMouse(page, sentimentWhy, 'Why Bullish?');
    await expectLoudSentiment(sentiment);
    await expectOnScreen(page, sentiment, width);
    await shoot(page, 'explain-article-sentiment');
    await closeWithEscape(page, sentiment, sentimentWhy);

    const importanceWhy = article.getByRole('button', { name: 'Why this importance score?' });
    const importance = await openByMouse(page, importanceWhy, 'Why importance 82?');
    await expectImportanceReasons(importance);
    await expectOnScreen(page, importance, width);
    await shoot(page, 'explain-article-importance');
    await closeWithEscape(page, importance, importanceWhy);
    await openAndCloseByKeyboard(page, importanceWhy, 'Why importance 82?', 'About a hack or exploit');
    await openAndCloseByKeyboard(page, sentimentWhy, 'Why Bullish?', 'Bearish words: slumps');

    await page.goto(`${e2e.app.url}/news/${ids.calm}`);
    await article.getByRole('heading', { name: 'Copper holds steady in quiet trade' }).waitFor();
    const calm = await openByMouse(page, article.getByRole('button', { name: 'Why this sentiment?' }), 'Why Neutral?');
    expect(await calm.textContent()).toContain('No strongly worded phrases were found; the overall tone was scored neutral.');
    expect(await calm.textContent()).not.toContain('Bullish words');
    expect(await article.locator('mark').count()).toBe(0);
    await page.keyboard.press('Escape');
    const calmImportance = await openByMouse(page, article.getByRole('button', { name: 'Why this importance score?' }), 'Why importance 31?');
    expect(await calmImportance.getByRole('listitem').allTextContents()).toEqual(['Published by an ordinarily weighted source (weight 50 of 100)']);
    await page.keyboard.press('Escape');
    const noPopularity = await openByMouse(page, article.getByRole('button', { name: 'Why this popularity score?' }), 'Why popularity 20?');
    expect(await noPopularity.textContent()).toContain('No signals were stored with this score');

    expect(await page.evaluate(() => '__pwned' in window)).toBe(false);
    expect(errors).toEqual([]);
    await close();
  });

  it('shows a sentiment per asset where the article answer carries it', async () => {
    const { page, errors, close } = await openPage(e2e.browser, width);
    await signInAs(page, e2e.app, MEMBER);
    await page.goto(`${e2e.app.url}/news/${ids.loud}`);
    const article = page.getByRole('article');
    await article.getByRole('heading', { name: LOUD_TITLE }).waitFor();
    const sentiment = await openByMouse(page, article.getByRole('button', { name: 'Why this sentiment?' }), 'Why Bullish?');
    expect(await sentiment.textContent()).toContain('By asset, where the text differs:');
    expect(await sentiment.getByText(/^(ETH|SOL) /).allTextContents()).toEqual(['ETH bearish', 'SOL neutral']);
    await expectOnScreen(page, sentiment, width);
    await shoot(page, 'explain-article-per-asset');
    expect(errors).toEqual([]);
    await close();
  });
});

it('opens and closes with taps on a touch phone', async () => {
  const context = await e2e.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  try {
    const page = await context.newPage();
    await page.goto(e2e.app.url);
    await page.locator(`article[data-news-id="${ids.loud}"] h2`).tap();
    const detail = page.getByRole('region', { name: LOUD_TITLE });
    await detail.getByRole('button', { name: 'Why this importance score?' }).tap();
    const importance = popover(page, 'Why importance 82?');
    await importance.getByText('Names a central bank').waitFor();
    await expectOnScreen(page, importance, 390);
    await importance.getByRole('button', { name: 'Close' }).tap();
    await importance.waitFor({ state: 'hidden' });
  } finally {
    await context.close();
  }
});
