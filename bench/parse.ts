// Parse-only throughput of AlphaWire's RSS path (decode, safety checks, feedsmith, normalise)
// against raw feedsmith on the same generated feeds. Goal: ours ≥ 0.67× raw.
// Run: npm run bench:parse [-- --feeds 500 --items 20 --rounds 7]
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { type AnyFeed, parseFeed } from 'feedsmith';
import { parseFeedBody } from '../src/plugins/sources/rss/index.js';

const GOAL = 0.67;
const WORDS = 'market rally bitcoin yields inflation earnings guidance liquidity stablecoin treasury dollar futures volatility'.split(' ');

/** A small deterministic generator, so every run parses the same bytes. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function sentence(next: () => number, words: number): string {
  return Array.from({ length: words }, () => WORDS[Math.floor(next() * WORDS.length)]).join(' ');
}

function rssItem(feed: number, item: number, next: () => number): string {
  const date = new Date(Date.UTC(2025, 5, 10) - (feed * 20 + item) * 60_000).toUTCString();
  const body = Array.from({ length: 4 }, () => `<p>${sentence(next, 40)}.</p>`).join('');
  return `<item><title>${sentence(next, 8)}</title><link>https://bench-${feed}.example/a/${item}</link>
<guid isPermaLink="false">bench-${feed}-${item}</guid><pubDate>${date}</pubDate><dc:creator>Desk ${feed}</dc:creator>
<category>Markets</category><description>${sentence(next, 25)} &amp; more.</description>
<content:encoded><![CDATA[${body}]]></content:encoded></item>`;
}

function atomEntry(feed: number, item: number, next: () => number): string {
  const date = new Date(Date.UTC(2025, 5, 10) - (feed * 20 + item) * 60_000).toISOString();
  return `<entry><title>${sentence(next, 8)}</title><id>tag:bench-${feed}.example,2025:${item}</id>
<link rel="alternate" href="/a/${item}"/><updated>${date}</updated><author><name>Desk ${feed}</name></author>
<summary>${sentence(next, 25)}</summary><content type="html">${Array.from({ length: 4 }, () => `&lt;p&gt;${sentence(next, 40)}.&lt;/p&gt;`).join('')}</content></entry>`;
}

function generateFeed(feed: number, items: number, atom: boolean): string {
  const next = random(feed + 1);
  const body = Array.from({ length: items }, (_, item) => (atom ? atomEntry : rssItem)(feed, item, next)).join('\n');
  if (atom) {
    return `<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom"><title>Bench ${feed}</title><id>urn:bench:${feed}</id>
<updated>2025-06-10T00:00:00Z</updated><link href="https://bench-${feed}.example/"/>${body}</feed>`;
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">
<channel><title>Bench ${feed}</title><link>https://bench-${feed}.example/</link><description>Generated</description>${body}</channel></rss>`;
}

function rawItemCount(parsed: AnyFeed): number {
  return parsed.format === 'atom' ? (parsed.feed.entries?.length ?? 0) : (parsed.feed.items?.length ?? 0);
}

function timeIt(run: () => number): { ms: number; items: number } {
  const start = performance.now();
  const items = run();
  return { ms: performance.now() - start, items };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

type Side = { ms: number[]; items: number };

/** Times both parsers `rounds` times after a warm-up (JIT, feedsmith's lazily built parsers). */
function measure(raw: () => number, ours: () => number, rounds: number): { raw: Side; ours: Side } {
  const result = { raw: { ms: [] as number[], items: raw() }, ours: { ms: [] as number[], items: ours() } };
  for (let round = 0; round < rounds; round++) {
    // Alternate the order so neither side always runs on a warmer or colder heap.
    const order = round % 2 === 0 ? (['raw', 'ours'] as const) : (['ours', 'raw'] as const);
    for (const side of order) result[side].ms.push(timeIt(side === 'raw' ? raw : ours).ms);
  }
  return result;
}

function describeSide(name: string, side: Side, megabytes: number): string {
  const ms = median(side.ms);
  const itemsPerSecond = Math.round((side.items / ms) * 1000).toLocaleString('en');
  return `${name.padEnd(14)} ${ms.toFixed(0).padStart(6)} ms  ${itemsPerSecond.padStart(9)} items/s  ${((megabytes / ms) * 1000).toFixed(1).padStart(6)} MB/s`;
}

function main(): void {
  const options = { feeds: { type: 'string', default: '500' }, items: { type: 'string', default: '20' }, rounds: { type: 'string', default: '7' } } as const;
  const { values } = parseArgs({ options });
  const feedCount = Number(values.feeds);
  const itemCount = Number(values.items);
  // Every tenth feed is Atom, the rest RSS 2.0, as in a typical source list.
  const texts = Array.from({ length: feedCount }, (_, feed) => generateFeed(feed, itemCount, feed % 10 === 9));
  const bodies = texts.map((text) => Buffer.from(text, 'utf8'));
  const megabytes = bodies.reduce((sum, body) => sum + body.length, 0) / 1024 / 1024;

  const raw = () => texts.reduce((sum, text) => sum + rawItemCount(parseFeed(text)), 0);
  // Ours starts from the bytes, as in production: decoding is part of our path.
  const ours = () => bodies.reduce((sum, body, index) => sum + parseFeedBody(body, { url: `https://bench-${index}.example/feed` }).items.length, 0);
  const result = measure(raw, ours, Number(values.rounds));
  const ratio = median(result.raw.ms) / median(result.ours.ms);
  console.log(`${feedCount} feeds × ${itemCount} items (${result.ours.items} items, ${megabytes.toFixed(1)} MB), median of ${values.rounds} rounds`);
  console.log(describeSide('raw feedsmith', result.raw, megabytes));
  console.log(describeSide('ours', result.ours, megabytes));
  console.log(`ratio ours/raw ${ratio.toFixed(2)}× (goal ≥ ${GOAL}×) ${ratio >= GOAL ? 'met' : 'NOT met'}`);
}

main();
