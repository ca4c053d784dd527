import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rssSource } from '../../src/plugins/sources/rss/index.js';
import { sampleSource } from '../../src/plugins/sources/sample/index.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ plugins: [rssSource, sampleSource] });
});
afterAll(async () => {
  await app.stop();
});

const defaults = (JSON.parse(readFileSync(new URL('../../config/default-sources.json', import.meta.url), 'utf8')) as { sources: unknown[] }).sources.length;
const sourceCount = async () => Number((await app.ctx.knex('sources').count<{ count: string | number }[]>('* as count'))[0]!.count);

describe('the first start of a fresh install', () => {
  it('adds the default feeds once when two workers seed at the same moment, and never again', async () => {
    expect(await sourceCount()).toBe(0);
    const { sources } = app.ctx.services;
    const added = await Promise.all([sources.seedDefaults(), sources.seedDefaults()]);
    expect(added.sort((a, b) => a - b)).toEqual([0, defaults]);
    expect(await sourceCount()).toBe(defaults);
    expect(await sources.seedDefaults()).toBe(0);
  });

  it('adds the sample feeds once when asked twice at once', async () => {
    const { sources } = app.ctx.services;
    const [first, second] = await Promise.all([sources.addSampleSources(['crypto', 'markets']), sources.addSampleSources(['crypto', 'markets'])]);
    expect(first.map((row) => row.id)).toEqual(second.map((row) => row.id));
    expect(await sourceCount()).toBe(defaults + 2);
  });
});
