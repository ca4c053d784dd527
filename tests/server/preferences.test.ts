import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES, type Preferences } from '../../src/contracts/preferences.js';
import { signedInAs } from '../helpers/accounts.js';
import { type Agent, createAgent } from '../helpers/agent.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

let app: TestApp;
let member: Agent;

beforeAll(async () => {
  app = await startTestApp();
  member = await signedInAs(app, 'prefs-reader');
});
afterAll(async () => {
  await app.stop();
});

const valid: Preferences = {
  news_categories: ['defi', 'bitcoin'],
  keywords: ['Uniswap', '$BTC'],
  automated_posting_enabled: true,
  posting_frequency: 6,
  auto_post_topics: ['defi'],
  daily_digest: true,
  digest_hour: 7,
  time_zone: 'Europe/Berlin',
  languages: ['de', 'en'],
};

describe('GET /api/user/preferences', () => {
  it('refuses anonymous callers with 401', async () => {
    expect((await createAgent(app.server).get('/api/user/preferences')).statusCode).toBe(401);
    expect((await createAgent(app.server).put('/api/user/preferences', valid)).statusCode).toBe(401);
  });

  it('gives a new member the defaults, not a 404', async () => {
    const res = await member.get('/api/user/preferences');
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual(DEFAULT_PREFERENCES);
    expect(res.body).toMatchObject({ posting_frequency: 12, daily_digest: false, digest_hour: 8, time_zone: 'UTC' });
  });
});

describe('PUT /api/user/preferences', () => {
  it('stores the whole object and reads it back', async () => {
    const put = await member.put('/api/user/preferences', valid);
    expect(put.statusCode).toBe(200);
    expect(put.body).toEqual(valid);
    expect((await member.get('/api/user/preferences')).body).toEqual(valid);
  });

  it('keeps what a save leaves out and ignores fields that are not preferences', async () => {
    const res = await member.put('/api/user/preferences', { posting_frequency: 24, updated_at: 'whenever' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({ ...valid, posting_frequency: 24 });
  });

  it('trims keywords and drops empties and duplicates', async () => {
    const res = await member.put<Preferences>('/api/user/preferences', { keywords: ['  Uniswap ', '', 'uniswap', '   ', 'Aave', 'Aave'] });
    expect(res.statusCode).toBe(200);
    expect(res.body.keywords).toEqual(['Uniswap', 'Aave']);
  });

  it('lowers, dedupes and sorts the languages read, and [] reads all again', async () => {
    const res = await member.put<Preferences>('/api/user/preferences', { languages: [' ES', 'en', 'es', 'und'] });
    expect(res.statusCode).toBe(200);
    expect(res.body.languages).toEqual(['en', 'es', 'und']);
    expect((await member.put<Preferences>('/api/user/preferences', { languages: [] })).body.languages).toEqual([]);
    await member.put('/api/user/preferences', { languages: valid.languages });
  });

  it('stores a time zone by its own name, as the picker lists it', async () => {
    for (const [given, stored] of [['utc', 'UTC'], ['US/Eastern', 'America/New_York'], ['europe/berlin', 'Europe/Berlin']]) {
      const res = await member.put<Preferences>('/api/user/preferences', { time_zone: given });
      expect(res.statusCode, given).toBe(200);
      expect(res.body.time_zone).toBe(stored);
    }
    await member.put('/api/user/preferences', { time_zone: valid.time_zone });
  });

  it('accepts the edges: frequency 1 and 24, 50 keywords of 60 characters, hour 0 and 23', async () => {
    const keywords = Array.from({ length: 50 }, (_, i) => `${String(i).padStart(2, '0')}${'k'.repeat(58)}`);
    for (const body of [{ posting_frequency: 1, digest_hour: 0 }, { posting_frequency: 24, digest_hour: 23 }, { keywords }]) {
      expect((await member.put('/api/user/preferences', body)).statusCode).toBe(200);
    }
  });

  const refused: [string, Record<string, unknown>, RegExp][] = [
    ['posting_frequency 0', { posting_frequency: 0 }, /posting_frequency/],
    ['posting_frequency 25', { posting_frequency: 25 }, /posting_frequency/],
    ['posting_frequency 1.5', { posting_frequency: 1.5 }, /posting_frequency/],
    ['posting_frequency as text', { posting_frequency: 'often' }, /posting_frequency/],
    ['keywords that are not a list', { keywords: 'Uniswap, Aave' }, /keywords must be a list/],
    ['a keyword that is not text', { keywords: ['Aave', 42] }, /keywords/],
    ['a keyword over 60 characters', { keywords: ['x'.repeat(61)] }, /keywords: each at most 60 characters/],
    ['51 keywords', { keywords: Array.from({ length: 51 }, (_, i) => `word${i}`) }, /keywords: at most 50/],
    ['an unknown news category', { news_categories: ['defi', 'gossip'] }, /news_categories may hold only/],
    ['an unknown auto-post topic', { auto_post_topics: ['weather'] }, /auto_post_topics may hold only/],
    ['categories that are not a list', { news_categories: 'defi' }, /news_categories must be a list/],
    ['automated_posting_enabled as text', { automated_posting_enabled: 'yes' }, /automated_posting_enabled/],
    ['daily_digest as a number', { daily_digest: 1 }, /daily_digest/],
    ['digest_hour 24', { digest_hour: 24 }, /digest_hour/],
    ['an unknown time zone', { time_zone: 'Mars/Olympus' }, /time_zone/],
    ['a language that is no ISO 639-1 code', { languages: ['en', 'english'] }, /languages must be ISO 639-1/],
    ['two letters that name no language', { languages: ['xx', 'es'] }, /languages must be ISO 639-1/],
    ['languages that are not a list', { languages: 'en' }, /languages must be ISO 639-1/],
    ['21 languages', { languages: Array.from({ length: 21 }, (_, i) => `${String.fromCharCode(97 + i)}a`) }, /at most 20/],
  ];
  it.each(refused)('refuses %s with 400 naming the field', async (_name, body, message) => {
    const before = (await member.get('/api/user/preferences')).body;
    const res = await member.put<{ statusCode: number; message: string }>('/api/user/preferences', body);
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toMatch(message);
    expect((await member.get('/api/user/preferences')).body).toEqual(before);
  });

  it('keeps every field of partial saves sent at once', async () => {
    const racer = await signedInAs(app, 'prefs-racer');
    for (let round = 0; round < 5; round++) {
      const answers = await Promise.all([
        racer.put('/api/user/preferences', { daily_digest: round % 2 === 0 }),
        racer.put('/api/user/preferences', { digest_hour: round + 10 }),
        racer.put('/api/user/preferences', { keywords: [`word${round}`] }),
        racer.put('/api/user/preferences', { languages: round % 2 === 0 ? ['es'] : ['fr'] }),
      ]);
      expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
      const { body } = await racer.get<Preferences>('/api/user/preferences');
      expect(body).toMatchObject({ daily_digest: round % 2 === 0, digest_hour: round + 10, keywords: [`word${round}`], languages: round % 2 === 0 ? ['es'] : ['fr'] });
    }
  });

  it('keeps each member to their own preferences', async () => {
    const other = await signedInAs(app, 'prefs-other');
    expect((await other.get('/api/user/preferences')).body).toEqual(DEFAULT_PREFERENCES);
  });
});
