import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminNewsItem } from '../../../src/contracts/admin.js';
import type { LanguageStats } from '../../../src/contracts/admin-languages.js';
import type { ListedSource } from '../../../src/contracts/sources.js';
import { signedInAs } from '../../helpers/accounts.js';
import { type Agent, createAgent } from '../../helpers/agent.js';
import { startTestApp, type TestApp } from '../../helpers/app.js';
import { type ArticleFields, insertArticle } from '../../helpers/articles.js';

// GET /api/admin/languages and the Sources list's main language (docs/product.md#admin-dashboard):
// periods are counted back from the app clock, fixed here so the figures never age.
const NOW = new Date('2026-11-20T12:00:00Z');
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);

let app: TestApp;
let admin: Agent;
let member: Agent;
const sourceIds = { spanish: 0, short: 0, quiet: 0 };

async function addSource(name: string): Promise<number> {
  const [row] = await app.ctx.knex('sources').insert({ name, type: 'rss', plugin: 'rss', url: `https://${name}.example.org/feed`, enabled: false }).returning('id');
  return Number((row as { id: number }).id);
}

async function insert(count: number, fields: ArticleFields): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i += 1) ids.push(await insertArticle(app.ctx.knex, { ai_score: 40, ...fields }));
  return ids;
}

beforeAll(async () => {
  app = await startTestApp({ clock: () => NOW });
  admin = await signedInAs(app, 'boss', 'admin');
  member = await signedInAs(app, 'reader');
  sourceIds.spanish = await addSource('diario');
  sourceIds.short = await addSource('tickers');
  sourceIds.quiet = await addSource('quiet');
  // In the last 30 days: 4 English (one not enriched yet), 2 Spanish (one not assessed), 2 Japanese (not assessed), 1 undetermined.
  await insert(3, { language: 'en', sentiment: 'bullish', published_at: daysAgo(2) });
  const [pending] = await insert(1, { language: 'en', sentiment: null, ai_score: null, published_at: daysAgo(3) });
  await app.ctx.knex('articles').where({ id: pending }).update({ enrichment_status: 'pending' });
  await insert(1, { language: 'es', sentiment: 'bearish', published_at: daysAgo(1.5), source_id: sourceIds.spanish });
  await insert(1, { language: 'es', sentiment: null, published_at: daysAgo(20), source_id: sourceIds.spanish });
  await insert(1, { language: 'en', sentiment: 'neutral', published_at: daysAgo(25), source_id: sourceIds.spanish });
  await insert(2, { language: 'ja', sentiment: null, published_at: daysAgo(10) });
  await insert(1, { language: 'und', sentiment: 'neutral', published_at: daysAgo(5), source_id: sourceIds.short });
  // Before the default period: a French one, and German ones that would outnumber the Spanish source's Spanish.
  await insert(1, { language: 'fr', sentiment: 'bullish', published_at: daysAgo(60) });
  await insert(3, { language: 'de', sentiment: 'bullish', published_at: daysAgo(45), source_id: sourceIds.spanish });
});
afterAll(async () => {
  await app.stop();
});

describe('GET /api/admin/languages', () => {
  it('counts the last 30 days of articles per language, with the share not assessed', async () => {
    const res = await admin.get<LanguageStats>('/api/admin/languages');
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({
      days: 30,
      total: 10,
      notAssessed: 3,
      notAssessedShare: 30,
      languages: [
        { code: 'en', name: 'English', articles: 5, share: 50, notAssessed: 0 },
        { code: 'es', name: 'Spanish', articles: 2, share: 20, notAssessed: 1 },
        { code: 'ja', name: 'Japanese', articles: 2, share: 20, notAssessed: 2 },
        { code: 'und', name: 'Undetermined', articles: 1, share: 10, notAssessed: 0 },
      ],
    });
  });

  it('takes the period in days', async () => {
    const week = (await admin.get<LanguageStats>('/api/admin/languages?days=7')).body;
    expect(week.languages.map((l) => [l.code, l.articles])).toEqual([['en', 4], ['es', 1], ['und', 1]]);
    expect([week.total, week.notAssessed, week.notAssessedShare]).toEqual([6, 0, 0]);
    const all = (await admin.get<LanguageStats>('/api/admin/languages?days=90')).body;
    expect(all.languages.map((l) => [l.code, l.articles, l.share])).toEqual([['en', 5, 35.7], ['de', 3, 21.4], ['es', 2, 14.3], ['ja', 2, 14.3], ['fr', 1, 7.1], ['und', 1, 7.1]]);
    const none = (await admin.get<LanguageStats>('/api/admin/languages?days=1')).body;
    expect(none).toEqual({ days: 1, total: 0, notAssessed: 0, notAssessedShare: null, languages: [] });
  });

  it('refuses a period outside 1 to 90 days, or another parameter, with the contract message', async () => {
    for (const query of ['days=0', 'days=91', 'days=abc', 'days=1.5', 'days=']) {
      const res = await admin.get(`/api/admin/languages?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.body, query).toEqual({ statusCode: 400, error: 'Bad Request', message: 'days must be a whole number between 1 and 90' });
    }
    const unknown = await admin.get<{ message: string }>('/api/admin/languages?period=7');
    expect([unknown.statusCode, unknown.body.message]).toEqual([400, 'Unknown query parameter: period']);
  });

  it('is for admins only', async () => {
    const anonymous = await createAgent(app.server).get<{ message: string }>('/api/admin/languages');
    expect([anonymous.statusCode, anonymous.body.message]).toEqual([401, 'Authentication required']);
    expect((await member.get('/api/admin/languages')).statusCode).toBe(403);
  });
});

describe('the main language in the Sources list', () => {
  it('is each source’s most frequent known language of its last 30 days, null when it has none', async () => {
    const res = await admin.get<ListedSource[]>('/api/admin/news-sources');
    expect(res.statusCode).toBe(200);
    const byId = new Map(res.body.map((source) => [source.id, source.main_language]));
    expect(byId.get(sourceIds.spanish)).toBe('es');
    expect(byId.get(sourceIds.short)).toBeNull();
    expect(byId.get(sourceIds.quiet)).toBeNull();
  });
});

describe('the admin News list', () => {
  it('says which articles were not assessed, and in what language, rather than leaving them blank', async () => {
    const res = await admin.get<{ items: AdminNewsItem[] }>('/api/admin/news?limit=100');
    const japanese = res.body.items.filter((item) => item.language === 'ja');
    expect(japanese).toHaveLength(2);
    for (const item of japanese) expect(item).toMatchObject({ sentiment: null, sentiment_note: 'not assessed for Japanese' });
    // Not enriched yet is no verdict on the language.
    const pending = res.body.items.filter((item) => item.sentiment === null && item.language === 'en');
    expect(pending.map((item) => item.sentiment_note)).toEqual([null]);
  });
});
