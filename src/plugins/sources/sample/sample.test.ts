import { describe, expect, it } from 'vitest';
import { InvalidResponseError, type RawItem } from '../../sdk/index.js';
import { createTestContext, runSourceConformance } from '../../sdk/testing/index.js';
import { htmlToPlainText } from '../rss/html-text.js';
import { SAMPLE_FEEDS, sampleSource } from './index.js';

const NOW = new Date('2025-06-10T12:07:00Z');
const HOUR = 3_600_000;

async function fetchSample(name: string, now = NOW): Promise<RawItem[]> {
  const ctx = createTestContext({ now });
  return (await sampleSource.create(ctx).fetch({ url: `sample://${name}`, settings: {}, cursor: null, limit: 100 })).items;
}

const wordCount = (item: RawItem) => htmlToPlainText(item.contentHtml ?? '').split(' ').length;

describe('sample source', () => {
  it.each(SAMPLE_FEEDS)('bundles 15 to 25 titled, linked items in sample://%s', async (name) => {
    const items = await fetchSample(name);
    expect(items.length).toBeGreaterThanOrEqual(15);
    expect(items.length).toBeLessThanOrEqual(25);
    for (const item of items) expect(item.url).toMatch(/^https:\/\/sample\.alphawire\.example\//);
  });

  it.each(SAMPLE_FEEDS)('mixes several-paragraph articles with short teasers in sample://%s', async (name) => {
    const words = (await fetchSample(name)).map(wordCount);
    expect(Math.max(...words)).toBeGreaterThanOrEqual(200);
    expect(words.filter((count) => count >= 140).length).toBeGreaterThanOrEqual(3);
    expect(words.filter((count) => count < 60).length).toBeGreaterThanOrEqual(8);
  });

  it('covers the topics and tickers the demo needs', async () => {
    const items = (await Promise.all(SAMPLE_FEEDS.map((name) => fetchSample(name)))).flat();
    const categories = new Set(items.flatMap((item) => item.categories ?? []));
    for (const topic of ['Crypto', 'Stocks', 'Economy', 'Regulation', 'DeFi', 'NFTs', 'Forex']) expect(categories).toContain(topic);
    const text = items.map((item) => `${item.title} ${item.contentHtml}`).join(' ');
    for (const ticker of ['$BTC', '$ETH', '$SOL', 'AAPL', 'MSFT', 'NVDA', 'EUR/USD']) expect(text).toContain(ticker);
  });

  it('dates every item within the 48 hours before now, newest first', async () => {
    for (const name of SAMPLE_FEEDS) {
      const times = (await fetchSample(name)).map((item) => new Date(item.publishedAt ?? 0).getTime());
      expect(Math.max(...times)).toBeLessThan(NOW.getTime());
      expect(Math.min(...times)).toBeGreaterThan(NOW.getTime() - 48 * HOUR);
      expect([...times].sort((a, b) => b - a)).toEqual(times);
    }
  });

  it('gives the same dates for the same clock, and moves them with the clock', async () => {
    expect(await fetchSample('crypto')).toEqual(await fetchSample('crypto'));
    const later = await fetchSample('crypto', new Date(NOW.getTime() + 24 * HOUR));
    const first = await fetchSample('crypto');
    expect(new Date(later[0]?.publishedAt ?? 0).getTime() - new Date(first[0]?.publishedAt ?? 0).getTime()).toBe(24 * HOUR);
  });

  it('hands every item over as its whole text, since no page exists to read it from', async () => {
    for (const name of SAMPLE_FEEDS) for (const item of await fetchSample(name)) expect(item.fullText).toBe(true);
  });

  it('refuses a URL that names no bundled feed', async () => {
    await expect(fetchSample('weather')).rejects.toThrow(InvalidResponseError);
    await expect(fetchSample('weather')).rejects.toThrow('No bundled sample feed at sample://weather');
  });

  runSourceConformance(sampleSource, () => ({
    feeds: SAMPLE_FEEDS.map((name) => ({ name, url: `sample://${name}`, settings: {} })),
    invalidSettings: ['garbage', 42, null, []],
    failures: [
      { name: 'unknown sample', url: 'sample://weather', settings: {} },
      { name: 'not a sample URL', url: 'https://example.com/feed.xml', settings: {} },
    ],
    context: () => createTestContext({ now: NOW }),
  }));
});
