import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_TOKEN, type FakeMarketaux, startFakeMarketaux } from '../../../src/plugins/sources/marketaux/__fixtures__/fake-marketaux.js';
import { marketauxSource } from '../../../src/plugins/sources/marketaux/index.js';
import { startTestApp, type TestApp } from '../../helpers/app.js';

let app: TestApp;
let fake: FakeMarketaux;
let sourceId: number;

beforeAll(async () => {
  fake = await startFakeMarketaux(3);
  app = await startTestApp({
    plugins: [marketauxSource],
    env: { FETCH_ALLOW_PRIVATE: 'true', MARKETAUX_API_TOKEN: FAKE_TOKEN, MARKETAUX_BASE_URL: fake.url },
  });
  const source = await app.ctx.services.sources.create(
    { name: 'Marketaux', url: fake.url, type: 'api', plugin: 'marketaux', categories: ['markets'], enabled: false },
    null,
  );
  sourceId = source.id;
  await app.ctx.knex('sources').where({ id: sourceId }).update({ enabled: true });
});
afterAll(async () => {
  await app.stop();
  await fake.stop();
});

describe('Marketaux through the pipeline', () => {
  it('sends the token from the environment and the tier limit, and counts the calls of the day', async () => {
    const outcome = await app.ctx.services.scheduler.fetchNow(sourceId);
    expect(outcome).toMatchObject({ error: null });
    expect(outcome!.added).toBeGreaterThan(0);
    expect(fake.calls.at(-1)?.get('api_token')).toBe(FAKE_TOKEN);
    expect(fake.calls.at(-1)?.get('limit')).toBe('3');
    const counted = await app.ctx.knex('provider_calls').where({ provider: 'marketaux' }).sum('calls as calls').first();
    expect(Number(counted?.calls)).toBe(fake.calls.length);
    const source = await app.ctx.knex('sources').where({ id: sourceId }).first();
    expect(JSON.stringify(source.settings)).not.toContain(FAKE_TOKEN);
  });

  it('refuses to call once the tier allowance of the day is spent, until midnight UTC', async () => {
    // The database's clock judges the day, and no test can fix it: today and tomorrow are both spent,
    // so the fetch is refused on whichever day it falls.
    await app.ctx.knex('provider_calls').delete();
    await app.ctx.knex.raw(
      `insert into provider_calls (provider, day, category, calls)
       select 'marketaux', (now() at time zone 'utc')::date + n, 'all', 100 from generate_series(0, 1) n`,
    );
    const before = fake.calls.length;
    const asked = new Date();
    const outcome = await app.ctx.services.scheduler.fetchNow(sourceId);
    const answered = new Date();
    expect(outcome?.error).toBe('Daily API call limit of the Free tier reached (100 of 100 calls today)');
    expect(fake.calls.length).toBe(before);
    // The source waits for the next UTC midnight, or the scheduler's least wait of a minute when that
    // comes later. The app judged at a moment between asked and answered, which may straddle one.
    const retryIfJudgedAt = (at: Date) => Math.max(new Date(at).setUTCHours(24, 0, 0, 0), at.getTime() + 60_000);
    const source = await app.ctx.knex('sources').where({ id: sourceId }).first();
    const retry = new Date(source.next_fetch_at).getTime();
    expect(retry).toBeGreaterThanOrEqual(retryIfJudgedAt(asked));
    expect(retry).toBeLessThanOrEqual(retryIfJudgedAt(answered) + 2_000);
    const config = await app.ctx.knex('provider_config').where({ provider: 'marketaux' }).first();
    expect(config).toMatchObject({ is_working: false, last_error: outcome?.error });
  });

  it('uses the higher allowance after the admin changes the tier', async () => {
    await app.ctx.knex('provider_config').where({ provider: 'marketaux' }).update({ tier: 'basic' });
    fake.articlesPerCall = 20;
    const outcome = await app.ctx.services.scheduler.fetchNow(sourceId);
    expect(outcome?.error).toBeNull();
    expect(fake.calls.at(-1)?.get('limit')).toBe('20');
  });
});
