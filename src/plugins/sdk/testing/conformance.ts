import { describe, expect, it } from 'vitest';
import { PluginError } from '../errors.js';
import type { PluginContext, RawItem, SourceFetchResult, SourcePlugin } from '../types.js';
import { createTestContext } from './test-context.js';

export interface ConformanceFeed {
  name: string;
  url: string;
  settings: unknown;
}

export interface SourceConformanceCases {
  /** Sources that answer with at least one item. */
  feeds: ConformanceFeed[];
  /** Settings the schema must refuse, each with a message. */
  invalidSettings: unknown[];
  /** Sources whose fetch must fail with an SDK error (bad answers, HTTP errors). */
  failures?: ConformanceFeed[];
  /** The context each fetch runs with; createTestContext() when absent. */
  context?: () => PluginContext;
}

const LIMIT = 50;

function fetcher<S>(plugin: SourcePlugin<S>, cases: () => SourceConformanceCases) {
  return async (feed: ConformanceFeed, cursor: SourceFetchResult['cursor'] = null, limit = LIMIT) => {
    const context = cases().context?.() ?? createTestContext({ pluginId: plugin.id });
    const settings = plugin.settingsSchema.parse(feed.settings);
    return plugin.create(context).fetch({ url: feed.url, settings, cursor, limit });
  };
}

function identity(item: RawItem): string {
  return item.guid ?? item.url ?? '';
}

function expectUsableItem(item: RawItem, feed: string): void {
  expect(item.title?.trim(), `${feed}: an item has no title`).toBeTruthy();
  expect(item.url ?? item.guid, `${feed}: "${item.title}" has neither url nor guid`).toBeTruthy();
  if (item.url) expect(new URL(item.url).protocol, `${feed}: ${item.url}`).toMatch(/^https?:$/);
  if (item.publishedAt !== undefined) {
    expect(Number.isNaN(new Date(item.publishedAt).getTime()), `${feed}: "${item.title}" has an unreadable date`).toBe(false);
  }
}

interface Suite {
  plugin: SourcePlugin<unknown>;
  cases: () => SourceConformanceCases;
  fetchFeed: ReturnType<typeof fetcher>;
}

async function eachFeed(suite: Suite, check: (feed: ConformanceFeed, result: SourceFetchResult) => void | Promise<void>) {
  for (const feed of suite.cases().feeds) await check(feed, await suite.fetchFeed(feed));
}

function declaresItself({ plugin }: Suite): void {
  expect(plugin.kind).toBe('source');
  expect(plugin.id).toMatch(/^[a-z][a-z0-9-]*$/);
  expect(plugin.displayName.trim()).not.toBe('');
  expect(typeof plugin.settingsSchema.safeParse).toBe('function');
  expect(typeof plugin.create).toBe('function');
}

function refusesGarbageSettings({ plugin, cases }: Suite): void {
  expect(cases().invalidSettings.length).toBeGreaterThan(0);
  for (const garbage of cases().invalidSettings) {
    const parsed = plugin.settingsSchema.safeParse(garbage);
    expect(parsed.success, `accepted ${JSON.stringify(garbage)}`).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBeTruthy();
  }
}

const returnsUsableItems = (suite: Suite) =>
  eachFeed(suite, (feed, result) => {
    expect(result.items.length, `${feed.name} returned no items`).toBeGreaterThan(0);
    for (const item of result.items) expectUsableItem(item, feed.name);
  });

const neverRepeatsAnItem = (suite: Suite) =>
  eachFeed(suite, (feed, result) => {
    const ids = result.items.map(identity);
    expect(new Set(ids).size, feed.name).toBe(ids.length);
  });

async function respectsTheLimit(suite: Suite): Promise<void> {
  for (const feed of suite.cases().feeds) expect((await suite.fetchFeed(feed, null, 1)).items.length).toBeLessThanOrEqual(1);
}

const returnsAStorableCursor = (suite: Suite) =>
  eachFeed(suite, (feed, result) => {
    expect(JSON.parse(JSON.stringify(result.cursor)), feed.name).toEqual(result.cursor);
  });

const honoursItsOwnCursor = (suite: Suite) =>
  eachFeed(suite, async (feed, first) => {
    const again = await suite.fetchFeed(feed, first.cursor);
    if (again.notModified) expect(again.items, feed.name).toEqual([]);
    else expect(again.items.map(identity), feed.name).toEqual(first.items.map(identity));
  });

async function failsWithSdkErrors(suite: Suite): Promise<void> {
  for (const feed of suite.cases().failures ?? []) {
    const error: unknown = await suite.fetchFeed(feed).then(() => null, (thrown: unknown) => thrown);
    expect(error, `${feed.name} did not fail`).toBeInstanceOf(PluginError);
    expect((error as PluginError).message.trim(), feed.name).not.toBe('');
  }
}

const CHECKS: Array<[string, (suite: Suite) => void | Promise<void>]> = [
  ['declares its kind, id, display name, settings schema and factory', declaresItself],
  ['refuses garbage settings with a message', refusesGarbageSettings],
  ['returns items with a title, a url or guid, and a readable date when there is one', returnsUsableItems],
  ['never returns the same item twice in one fetch', neverRepeatsAnItem],
  ['returns no more items than the limit', respectsTheLimit],
  ['returns a cursor that survives storage as JSON', returnsAStorableCursor],
  ['answers a fetch with its own cursor as not modified or with the same items', honoursItsOwnCursor],
  ['fails with SDK errors whose message an admin can read', failsWithSdkErrors],
];

/**
 * The behaviour every source plugin owes the host, as a vitest suite. `cases` is called inside
 * the tests, so its URLs may point at a fixture server started in the caller's beforeAll.
 */
export function runSourceConformance<S>(plugin: SourcePlugin<S>, cases: () => SourceConformanceCases): void {
  const suite: Suite = { plugin, cases, fetchFeed: fetcher(plugin, cases) };
  describe(`${plugin.id} source conformance`, () => {
    for (const [name, check] of CHECKS) it(name, () => check(suite));
  });
}
