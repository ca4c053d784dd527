import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { TEST_PASSWORD } from '../helpers/accounts.js';
import { insertArticle } from '../helpers/articles.js';
import { seriousViolations } from './axe.js';
import { openPage, signInAs, useE2eApp } from './browser.js';

// The strips and cells that scroll on a phone, each found once without keyboard access (issue 28):
// each must take the focus, or not scroll.

const ADMIN = { username: 'scroll_admin', password: TEST_PASSWORD };
let articleId = 0;

const e2e = useE2eApp(async (app) => {
  const admin = await app.ctx.services.accounts.createUser({ username: ADMIN.username, email: 'scroll-admin@example.com', password: ADMIN.password }, 'admin');
  await insertArticle(app.ctx.knex, { title: 'A story with a long summary' }, 'A summary longer than its cell shows at once. '.repeat(12));
  const row = ['Quarter', 'Revenue', 'Operating margin', 'Free cash flow', 'Guidance'].map((cell) => `<td>${cell}</td>`).join('');
  articleId = await insertArticle(app.ctx.knex, { title: 'Results in a wide table', full_content: `<p>The figures:</p><table><tbody><tr>${row}${row}</tr></tbody></table>` });
  const settings = { pollMinutes: 15, feeds: ['https://news.example.org/a-rather-long-feed-address/that-goes-on-and-on.xml'] };
  await app.ctx.knex('audit_log').insert({ actor_user_id: admin.id, action: 'source.update', target_type: 'source', target_id: '1', details: JSON.stringify({ before: settings, after: { ...settings, pollMinutes: 30 } }) });
});

async function unreachableScrollers(page: Page, path: string, ready: string): Promise<string[]> {
  await page.goto(`${e2e.app.url}${path}`);
  await page.getByText(ready).first().waitFor();
  return (await seriousViolations(page)).filter((violation) => violation.startsWith('scrollable-region-focusable'));
}

it('leaves no scrolling region out of reach of the keyboard on a phone', async () => {
  const { page, close } = await openPage(e2e.browser, 390);
  await signInAs(page, e2e.app, ADMIN);
  // The ticker scrolls before its quotes (and their links) arrive: the strip itself takes the focus.
  await page.route('**/api/market/tickers', () => undefined);
  expect(await unreachableScrollers(page, '/', 'A story with a long summary')).toEqual([]);
  expect(await page.getByRole('region', { name: 'Market ticker' }).getAttribute('tabindex')).toBe('0');
  await page.unroute('**/api/market/tickers');
  expect(await unreachableScrollers(page, '/admin?tab=summaries', 'A story with a long summary')).toEqual([]);
  expect(await unreachableScrollers(page, '/admin?tab=audit', 'source.update')).toEqual([]);
  expect(await unreachableScrollers(page, `/news/${articleId}`, 'The figures:')).toEqual([]);
  await close();
});
