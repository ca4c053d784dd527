// Languages in the feed (docs/languages.md): each item says its language, a sentiment the enricher
// could not read is "not assessed", `language=` filters, and a member's reading languages apply
// to their feed, For You and alerts unless the address names languages itself.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewsList } from '../../src/contracts/news.js';
import { type Agent, createAgent } from '../helpers/agent.js';
import { signedInAs } from '../helpers/accounts.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { insertArticle } from '../helpers/articles.js';

let app: TestApp;
let reader: Agent;
const ids = { en: 0, es: 0, ja: 0, und: 0, pending: 0, he: 0 };

beforeAll(async () => {
  app = await startTestApp();
  const knex = app.ctx.knex;
  const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 10, minute));
  ids.en = await insertArticle(knex, { title: 'Bitcoin jumps past its record', sentiment: 'bullish', ai_score: 70, published_at: at(1), language: 'en' });
  ids.es = await insertArticle(knex, { title: 'Las acciones de Apple se disparan', sentiment: 'bullish', ai_score: 65, published_at: at(2), language: 'es' });
  ids.ja = await insertArticle(knex, { title: 'ビットコインが急落', sentiment: null, ai_score: 40, tickers: ['BTC'], published_at: at(3), language: 'ja' });
  ids.und = await insertArticle(knex, { title: 'BTC 71k', sentiment: 'neutral', ai_score: 20, published_at: at(4), language: 'und' });
  ids.pending = await insertArticle(knex, { title: 'Not scored yet', sentiment: null, ai_score: null, published_at: at(5), language: 'de' });
  ids.he = await insertArticle(knex, { title: 'הביטקוין עולה', sentiment: null, ai_score: 30, published_at: at(0), language: 'he' });
  reader = await signedInAs(app, 'polyglot');
});
afterAll(async () => {
  await app.stop();
});

const titles = (list: NewsList) => list.items.map((item) => item.id);
const anonymous = () => createAgent(app.server);

describe('languages in the feed', () => {
  it('gives each item its language, and says why a scored item has no sentiment', async () => {
    const { body } = await anonymous().get<NewsList>('/api/news?limit=20');
    const byId = new Map(body.items.map((item) => [item.id, item]));
    expect(byId.get(ids.es)).toMatchObject({ language: 'es', sentiment: 'bullish', sentiment_note: null });
    expect(byId.get(ids.ja)).toMatchObject({ language: 'ja', sentiment: null, sentiment_note: 'not assessed for Japanese' });
    // Not scored yet is no verdict on the language.
    expect(byId.get(ids.pending)).toMatchObject({ language: 'de', sentiment: null, sentiment_note: null });
  });

  it('filters by one or more languages, in any case, with totals to match', async () => {
    const one = (await anonymous().get<NewsList>('/api/news?language=ES')).body;
    expect(titles(one)).toEqual([ids.es]);
    expect(one.totalCount).toBe(1);
    const two = (await anonymous().get<NewsList>('/api/news?language=ja,en&sort=latest')).body;
    expect(titles(two)).toEqual([ids.ja, ids.en]);
    expect((await anonymous().get<NewsList>('/api/news?language=und')).body.items.map((i) => i.id)).toEqual([ids.und]);
  });

  it('reads a retired code as its successor (iw is he, in is id, ji is yi), in the filter and in what a member reads', async () => {
    const hebrew = (await anonymous().get<NewsList>('/api/news?language=IW')).body;
    expect(titles(hebrew)).toEqual([ids.he]);
    expect(hebrew.totalCount).toBe(1);
    expect(titles((await anonymous().get<NewsList>('/api/news?language=iw,he,in,ji')).body)).toEqual([ids.he]);
    const saved = await reader.put<{ languages: string[] }>('/api/user/preferences', { languages: ['iw', 'he', 'ji'] });
    expect(saved.body.languages).toEqual(['he', 'yi']);
    expect(titles((await reader.get<NewsList>('/api/news?limit=20')).body).sort()).toEqual([ids.he, ids.und].sort());
    expect((await reader.put('/api/user/preferences', { languages: [] })).statusCode).toBe(200);
  });

  it.each([
    ['a word', 'language=spanish'],
    ['an empty list', 'language=,'],
    ['a three-letter code', 'language=spa'],
    ['21 languages', `language=${Array.from({ length: 21 }, (_, i) => `${String.fromCharCode(97 + i)}a`).join(',')}`],
  ])('refuses %s with 400 naming the parameter', async (_name, query) => {
    const res = await anonymous().get<{ statusCode: number; message: string }>(`/api/news?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toMatch(/^language must be ISO 639-1 language codes/);
  });

  it('shows a member only the languages they read (and what could not be told), unless the address asks', async () => {
    expect((await reader.put('/api/user/preferences', { languages: ['es'] })).statusCode).toBe(200);
    const feed = (await reader.get<NewsList>('/api/news?limit=20')).body;
    expect(titles(feed).sort()).toEqual([ids.es, ids.und].sort());
    expect(feed.totalCount).toBe(2);
    // Signed out, or asking for a language outright, the filter is the address's.
    expect((await anonymous().get<NewsList>('/api/news?limit=20')).body.totalCount).toBe(6);
    expect(titles((await reader.get<NewsList>('/api/news?language=ja')).body)).toEqual([ids.ja]);
    expect((await reader.put('/api/user/preferences', { languages: [] })).statusCode).toBe(200);
    expect((await reader.get<NewsList>('/api/news?limit=20')).body.totalCount).toBe(6);
  });

  it('leaves articles in unread languages out of For You', async () => {
    await reader.put('/api/user/preferences', { languages: ['en'] });
    const seen = (await reader.get<{ id: number }[]>('/api/recommendations?limit=20')).body.map((item) => item.id);
    expect(seen).toContain(ids.en);
    expect(seen).not.toContain(ids.es);
    expect(seen).not.toContain(ids.ja);
    await reader.put('/api/user/preferences', { languages: [] });
  });
});
