import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { defineSource, InvalidResponseError, type SourceFetchRequest, type SourceFetchResult } from '../../sdk/index.js';
import { parseFeedBody } from '../rss/index.js';
import { spreadDates } from './sample-dates.js';

/** The bundled feeds, by the name in their `sample://<name>` URL. */
export const SAMPLE_FEEDS = ['markets', 'crypto', 'economy', 'regulation'] as const;
export type SampleFeedName = (typeof SAMPLE_FEEDS)[number];

const FEEDS_DIR = new URL('./feeds/', import.meta.url);
const PHASE_MINUTES_PER_FEED = 11;

const settingsSchema = z.object({}, { error: 'Sample settings must be an object' });
type SampleSettings = z.infer<typeof settingsSchema>;

function feedName(url: string): SampleFeedName {
  const match = /^sample:\/\/([a-z-]+)\/?$/.exec(url.trim());
  const name = SAMPLE_FEEDS.find((candidate) => candidate === match?.[1]);
  if (name) return name;
  throw new InvalidResponseError(`No bundled sample feed at ${url} (use sample://${SAMPLE_FEEDS.join(', sample://')})`);
}

async function fetchSample(now: Date, request: SourceFetchRequest<SampleSettings>): Promise<SourceFetchResult> {
  const name = feedName(request.url);
  const body = await readFile(new URL(`${name}.xml`, FEEDS_DIR));
  // The same parser as real feeds, so the demo exercises the path production uses.
  const feed = parseFeedBody(body, { url: request.url });
  const items = spreadDates(feed.items, now, SAMPLE_FEEDS.indexOf(name) * PHASE_MINUTES_PER_FEED);
  // Each story is all there is (its link names no real page): the whole text, even a one-liner.
  return { items: items.slice(0, request.limit).map((item) => ({ ...item, fullText: true })), cursor: null };
}

/** Bundled, fictional finance and crypto news, so a fresh install has content offline (`npm run demo`). */
export const sampleSource = defineSource({
  id: 'sample',
  displayName: 'Sample news (bundled, offline)',
  settingsSchema,
  create: (ctx) => ({ fetch: (request) => fetchSample(ctx.now(), request) }),
});
