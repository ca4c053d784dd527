import { describe, expect, it } from 'vitest';
import { RateLimitedError } from '../../../src/plugins/sdk/index.js';
import { createProviderQuota } from '../../../src/server/ingestion/provider-quota.js';
import type { NewsApiQuotaRepository } from '../../../src/server/modules/news-api-quota/repository.js';
import type { SourceRow } from '../../../src/server/modules/sources/repository.js';

// The database judged the reservation on the last day of 2031; the app's clock reads the time just
// after, past midnight, as it does when a fetch straddles it.
const DAY = '2031-12-31';
const source = { plugin: 'marketaux', settings: { maxPages: 5 } } as unknown as SourceRow;

function quotaWith(reserved: number, now: Date) {
  const writes: unknown[][] = [];
  const repository = {
    config: async () => ({ tier: 'free', enabled_languages: ['en'], endpoint_templates: {}, poll_interval_minutes: 5 }),
    reserveCalls: async () => ({ reserved, usedBefore: 100 - reserved, day: DAY }),
    addCalls: async (...args: unknown[]) => void writes.push(['calls', ...args]),
    addLanguages: async (...args: unknown[]) => void writes.push(['languages', ...args]),
    logCalls: async () => undefined,
    setHealth: async () => undefined,
  } as unknown as NewsApiQuotaRepository;
  return { quota: createProviderQuota(repository, () => true, () => now), writes };
}

async function refusal(now: string): Promise<RateLimitedError> {
  const error = await quotaWith(0, new Date(now)).quota.begin(source).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(RateLimitedError);
  return error as RateLimitedError;
}

describe('a metered fetch keeps to the day its calls were reserved on', () => {
  it('waits until the end of the day found spent, and no longer once that day has ended', async () => {
    expect((await refusal('2031-12-31T23:59:30Z')).retryAfterSeconds).toBe(30);
    expect((await refusal('2032-01-01T00:00:00.300Z')).retryAfterSeconds).toBe(0);
  });

  it('gives back the calls it did not make, and counts its articles, on that day', async () => {
    const { quota, writes } = quotaWith(5, new Date('2032-01-01T00:00:00.300Z'));
    const fetch = await quota.begin(source);
    fetch.observe!({ status: 200, durationMs: 12 });
    await fetch.finish([{ title: 'One', language: 'en' }], null);
    expect(writes).toEqual([
      ['calls', 'marketaux', DAY, 'all', -4, 1],
      ['languages', 'marketaux', DAY, { en: 1 }],
    ]);
  });
});
