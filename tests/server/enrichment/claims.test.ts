import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localEnricher } from '../../../src/plugins/enrichers/local/index.js';
import { loadConfig } from '../../../src/server/config.js';
import { type AppContext, createContext } from '../../../src/server/context.js';
import { insertArticle } from '../../helpers/articles.js';
import { createTestDatabase, TEST_DB, type TestDatabase } from '../../helpers/database.js';
import { counted } from '../../helpers/metrics.js';

// Two workers on one database (two contexts in this process: PGlite cannot be opened twice, so
// PostgreSQL only). Each article is claimed before it is enriched, so however the two look for
// work at once, each article is enriched by one of them (docs/operations.md#background-work-across-instances).
const describeOnPostgres = TEST_DB === 'postgres' ? describe : describe.skip;

describeOnPostgres('enrichment claims across workers', () => {
  let database: TestDatabase;
  const workers: AppContext[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = loadConfig({ APP_SECRET: 'test-secret-that-is-long-enough-for-iron-seal', ENRICH_THREAD: 'false', ...database.env });
    for (let i = 0; i < 2; i += 1) workers.push(await createContext(config, pino({ level: 'silent' }), [localEnricher]));
  });
  afterAll(async () => {
    for (const worker of workers) await worker.close();
    await database.drop();
  });

  const knex = () => workers[0]!.knex;
  const enriched = async () => (await Promise.all(workers.map((w) => counted(w, 'alphawire_enrichment_articles_total', { outcome: 'enriched' })))).reduce((a, b) => a + b, 0);

  async function pending(count: number): Promise<number[]> {
    const ids: number[] = [];
    for (let i = 0; i < count; i += 1) ids.push(await insertArticle(knex(), { title: `Refinery output ${i} and shares`, categories: ['markets'] }));
    await knex()('articles').whereIn('id', ids).update({ enrichment_status: 'pending' });
    return ids;
  }

  it('enriches each pending article once when both sweep at once, or both are handed the same articles', async () => {
    await pending(600);
    // More than one sweep holds: each takes a share, then more as its batches finish.
    await Promise.all(workers.map((w) => w.services.enrichment.sweep()));
    await Promise.all(workers.map((w) => w.services.enrichment.onIdle()));
    expect(Number((await knex()('articles').where({ enrichment_status: 'pending' }).count('* as n').first())?.n)).toBe(0);
    expect(await enriched()).toBe(600);
    for (const worker of workers) expect(await counted(worker, 'alphawire_enrichment_articles_total', { outcome: 'enriched' })).toBeGreaterThan(0);

    const ids = await pending(100);
    for (const worker of workers) worker.services.enrichment.enqueue(ids);
    await Promise.all(workers.map((w) => w.services.enrichment.onIdle()));
    expect(await enriched()).toBe(700);
  });
});
