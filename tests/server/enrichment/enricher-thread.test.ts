import { afterAll, expect, it } from 'vitest';
import { sampleArticles } from '../../../src/plugins/enrichers/local/__fixtures__/sample-feeds.js';
import { localEnricher } from '../../../src/plugins/enrichers/local/index.js';
import { createTestContext } from '../../../src/plugins/sdk/testing/index.js';
import { startLocalEnricherThread } from '../../../src/server/enrichment/enricher-thread.js';
import { loadAssets } from '../../../src/server/plugin-host/assets.js';

const now = new Date('2026-11-22T12:00:00Z');
const assets = loadAssets();
const thread = startLocalEnricherThread(() => now, 'silent', assets);
afterAll(() => thread.close());

it('answers exactly what the local enricher answers in this thread, for a whole batch handed over at once', async () => {
  const articles = sampleArticles(now);
  const inline = localEnricher.create(createTestContext({ pluginId: 'local', now }), {});
  const expected = await Promise.all(articles.map((article) => inline.enrich(article)));
  expect(await Promise.all(articles.map((article) => thread.enrich(article)))).toEqual(expected);
});

it('scores recency against the clock of the moment each article is handed over', async () => {
  const [article] = sampleArticles(now);
  const later = startLocalEnricherThread(() => new Date(now.getTime() + 30 * 24 * 3_600_000), 'silent', assets);
  try {
    const fresh = await thread.enrich(article!);
    const stale = await later.enrich(article!);
    expect(stale.importance.value).toBeLessThan(fresh.importance.value);
  } finally {
    await later.close();
  }
});

it('rejects what it had not answered when closed, and starts again after', async () => {
  const [article] = sampleArticles(now);
  // A fresh thread is still loading its modules when the close comes, so nothing can be answered.
  const fresh = startLocalEnricherThread(() => now, 'silent', assets);
  const pending = fresh.enrich(article!);
  await fresh.close();
  await expect(pending).rejects.toThrow('The enricher thread stopped');
  try {
    await expect(fresh.enrich(article!)).resolves.toMatchObject({ summary: expect.any(String) });
  } finally {
    await fresh.close();
  }
});

it('warms up on a sample of its own before any article, and answers the next one as a thread that was not warmed', async () => {
  const [article] = sampleArticles(now);
  const warmed = startLocalEnricherThread(() => now, 'silent', assets);
  try {
    await warmed.warm();
    expect(await warmed.enrich(article!)).toEqual(await thread.enrich(article!));
  } finally {
    await warmed.close();
  }
});

it('finds the assets of the list the host hands the thread', async () => {
  const [article] = sampleArticles(now);
  const acme = { symbol: 'ACME', kind: 'equity' as const, tier: 1 as const, names: ['Acme Rockets'] };
  const own = startLocalEnricherThread(() => now, 'silent', [acme]);
  try {
    const story = { ...article!, title: 'Acme Rockets and Bitcoin climb', text: 'Both rose in early trading.', entities: [] };
    expect((await own.enrich(story)).tickers).toEqual(['ACME']);
    expect((await thread.enrich(story)).tickers).toEqual(['BTC']);
  } finally {
    await own.close();
  }
});
