import { expect, it } from 'vitest';
import { normaliseOffThread, warmUpNormaliser } from '../../../src/server/ingestion/normalise-thread.js';

// A worker warms the document thread at start (jobs/start-jobs.ts): the task must exist there by
// its name, and leave the thread normalising as before.
it('warms the document thread up, which then normalises a fetch as before', async () => {
  await expect(warmUpNormaliser()).resolves.toBeUndefined();
  const [article] = await normaliseOffThread(
    [{ title: 'Bitcoin climbs 3% as traders weigh the outlook', url: 'https://wire.example/btc', contentHtml: '<p>The largest cryptocurrency rose on Tuesday.</p>' }],
    { sourceId: 1, sourceName: 'Wire', sourceCategories: [], ownHost: 'news.example.com', now: new Date('2026-11-22T12:00:00Z') },
  );
  expect(article).toMatchObject({ title: 'Bitcoin climbs 3% as traders weigh the outlook', language: 'en' });
});
