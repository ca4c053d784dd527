import { isDeepStrictEqual } from 'node:util';
import { readFileSync } from 'node:fs';
import type { Logger } from 'pino';
import type { OpmlReport, TestFetchResult } from '../../../contracts/admin-sources.js';
import { type SourcePayload, sourcePayloadSchema, type SourceUpdatePayload } from '../../../contracts/sources.js';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors.js';
import { privateHostReason } from '../../outbound/index.js';
import { opmlEntries, sourcesToOpml } from './opml.js';
import { type UnreachableSource, unreachableSources } from './reachability.js';
import type { Clock } from '../../clock.js';
import type { PluginHost } from '../../plugin-host/host.js';
import type { AuditRepository } from '../audit/repository.js';
import type { Transact } from '../../db/repositories.js';
import type { SourceInput, SourceRow, SourcesRepository } from './repository.js';

interface Deps {
  sources: SourcesRepository;
  /** For a check and the write it guards as one step (a duplicate URL, an edit of the stored row). */
  transact: Transact;
  plugins: PluginHost;
  audit: AuditRepository;
  logger: Logger;
  /** Asks for a fetch of this source as soon as possible (scheduler). */
  fetchSoon: (sourceId: number) => Promise<void>;
  /** FETCH_ALLOW_PRIVATE: whether a source may live on a private or local address. */
  allowPrivate: boolean;
  /** "Now" for the period of a source's main language. */
  clock: Clock;
}

const TEST_FETCH_ITEMS = 5;
const TEST_FETCH_TIMEOUT_MS = 20_000;
/** How far back a source's main language looks (docs/product.md#admin-dashboard). */
const MAIN_LANGUAGE_DAYS = 30;
const DAY_MS = 86_400_000;


/** What the audit log keeps of a source (settings may hold filters, so they stay out). */
function auditView(row: SourceRow) {
  return { name: row.name, url: row.url, type: row.type, plugin: row.plugin, categories: row.categories, enabled: row.enabled, pollIntervalMinutes: row.poll_interval_minutes };
}

export interface SourcesService {
  /** On a fresh install (no sources at all), adds the public feeds of config/default-sources.json. */
  seedDefaults(): Promise<number>;
  /** Adds the bundled sample feeds that are not there yet; returns every sample source. */
  addSampleSources(feeds: readonly string[]): Promise<SourceRow[]>;
  /** Pauses every enabled internet source whose host does not resolve (an offline demo); returns them. */
  pauseUnreachable(): Promise<UnreachableSource[]>;
  /** Frees every source claimed by a fetch (for the embedded database, whose one process just started). */
  releaseAllClaims(): Promise<void>;
  list(): Promise<SourceRow[]>;
  /** Each source's most frequent language over its last 30 days of articles, by source id; absent when none. */
  mainLanguages(): Promise<Map<number, string>>;
  /** Adds a source; an enabled one is fetched at once rather than at the next tick. */
  create(payload: SourcePayload, actorUserId: number | null): Promise<SourceRow>;
  /**
  * Fetches a source once through its plugin and the safe client, storing nothing, so an admin
  * sees an error before saving. A metered API is not called: that would spend a call of the day.
  */
  testFetch(payload: SourcePayload): Promise<TestFetchResult>;
  exportOpml(): Promise<string>;
  /** Adds the file's feeds: each is added, skipped as a duplicate URL, or refused with the reason. */
  importOpml(text: string, actorUserId: number | null): Promise<OpmlReport>;
  /** Replaces a source's fields; a new URL or plugin starts from a clean cursor. Enabled → fetched at once. */
  update(id: number, payload: SourceUpdatePayload, actorUserId: number | null): Promise<SourceRow>;
}

/** News sources: what admins add and edit, checked against the installed plugins. */
export function createSourcesService(deps: Deps): SourcesService {
  // An admin who picks type "api" need not name the plugin: the one declaring the URL's host is it.
  function inferPlugin(payload: SourcePayload): string {
    if (payload.plugin) return payload.plugin;
    const url = new URL(payload.url);
    if (url.protocol === 'sample:') return 'sample';
    if (payload.type === 'rss') return 'rss';
    const plugin = deps.plugins.sourceForApiHost(url.hostname);
    if (plugin) return plugin;
    const known = deps.plugins.apiSourceIds();
    if (known.length === 0) throw new BadRequestError('No news API plugin is installed: use type rss');
    // The admin form has no plugin field: its hosts are what an admin can act on there.
    const hosts = known.flatMap((id) => deps.plugins.registry.source(id)?.apiHosts ?? []);
    throw new BadRequestError(`Cannot tell which news API this URL belongs to: use an address on ${hosts.join(', ')}, or name the plugin (${known.join(' or ')}) from the API or CLI`);
  }

  /** The payload checked and completed; its address is checked unless it is the one the source already has. */
  function toInput(payload: SourcePayload, checkAddress = true): SourceInput {
    const url = new URL(payload.url);
    const reason = deps.allowPrivate || !checkAddress ? null : privateHostReason(url);
    if (reason) throw new BadRequestError(`This URL points to a private or local address (${reason}); sources must be on the public internet`);
    const plugin = inferPlugin(payload);
    if (!deps.plugins.registry.source(plugin)) throw new BadRequestError(`No source plugin named '${plugin}' is installed`);
    return { ...payload, plugin };
  }

  /**
   * Adds the source unless one has this URL already (null then). The check and the insert are one
   * step under the URL's lock: a form sent twice, or two imports of one file, add it once.
   */
  async function insertUnlessStored(url: string, input: () => SourceInput): Promise<SourceRow | null> {
    return deps.transact(async (repos) => {
      await repos.sources.lockUrl(url);
      if (await repos.sources.findByUrl(url)) return null;
      return repos.sources.insert(input());
    });
  }

  /** The stored source with the given fields in place of its own; a new URL or plugin starts from a clean cursor. */
  async function replaced(repository: SourcesRepository, existing: SourceRow, given: SourceUpdatePayload): Promise<SourceRow> {
    const type = given.type ?? existing.type;
    const samePlace = given.url === existing.url && type === existing.type;
    const payload: SourcePayload = {
      ...given,
      type,
      categories: given.categories ?? existing.categories,
      enabled: given.enabled ?? existing.enabled,
      plugin: given.plugin ?? (samePlace ? existing.plugin : undefined),
      pollIntervalMinutes: given.pollIntervalMinutes ?? existing.poll_interval_minutes,
    };
    // A source added while FETCH_ALLOW_PRIVATE was on keeps its address: refusing it again would
    // leave an admin unable even to disable or rename it. Its fetches are still refused at connect time.
    const input = toInput(payload, payload.url !== existing.url);
    if (input.url !== existing.url) {
      await repository.lockUrl(input.url);
      const clash = await repository.findByUrl(input.url);
      if (clash && clash.id !== existing.id) throw new ConflictError('A source with this URL already exists');
    }
    const changed = existing.url !== input.url || existing.plugin !== input.plugin;
    return (await repository.update(existing.id, input, changed)) as SourceRow;
  }

  return {
    /** On a fresh install (no sources at all), adds the public feeds of config/default-sources.json. */
    async seedDefaults(): Promise<number> {
      if ((await deps.sources.count()) > 0) return 0;
      const file = JSON.parse(readFileSync(new URL('../../../../config/default-sources.json', import.meta.url), 'utf8')) as {
        sources: unknown[];
      };
      const payloads = file.sources.map((entry) => sourcePayloadSchema.parse(entry));
      // Counted again under the seeding's lock: two workers starting on one fresh database had
      // both found it empty and added every feed twice.
      return deps.transact(async (repos) => {
        await repos.sources.lockSeeding();
        if ((await repos.sources.count()) > 0) return 0;
        for (const payload of payloads) await repos.sources.insert(toInput(payload));
        return payloads.length;
      });
    },

    /** Adds the bundled sample feeds that are not there yet; returns every sample source. */
    async addSampleSources(feeds: readonly string[]): Promise<SourceRow[]> {
      const rows: SourceRow[] = [];
      for (const feed of feeds) {
        const url = `sample://${feed}`;
        const name = `Sample ${feed[0]!.toUpperCase()}${feed.slice(1)}`;
        const added = await insertUnlessStored(url, () => toInput(sourcePayloadSchema.parse({ name, url, categories: [feed] })));
        rows.push(added ?? ((await deps.sources.findByUrl(url)) as SourceRow));
      }
      return rows;
    },

    /**
     * Pauses every enabled internet source whose host does not resolve (an offline demo), so the
     * log and the Sources tab do not fill with the same DNS failure every poll; returns them.
     */
    async pauseUnreachable(): Promise<UnreachableSource[]> {
      const enabled = (await deps.sources.list()).filter((source) => source.enabled);
      const unreachable = await unreachableSources(enabled);
      for (const { source, reason } of unreachable) {
        await deps.sources.setEnabled(source.id, false);
        await deps.audit.record({ actorUserId: null, action: 'source.pause_unreachable', targetType: 'source', targetId: source.id, before: { enabled: true }, after: { enabled: false, reason } });
      }
      return unreachable;
    },

    /** Frees every source claimed by a fetch (for the embedded database, whose one process just started). */
    async releaseAllClaims(): Promise<void> {
      await deps.sources.releaseAllClaims();
    },

    async list(): Promise<SourceRow[]> {
      return deps.sources.list();
    },

    async mainLanguages(): Promise<Map<number, string>> {
      return deps.sources.mainLanguages(new Date(deps.clock().getTime() - MAIN_LANGUAGE_DAYS * DAY_MS));
    },

    /** Adds a source; an enabled one is fetched at once rather than at the next tick. */
    async create(payload: SourcePayload, actorUserId: number | null): Promise<SourceRow> {
      const input = toInput(payload);
      const row = await insertUnlessStored(input.url, () => input);
      if (!row) throw new ConflictError('A source with this URL already exists');
      await deps.audit.record({ actorUserId, action: 'source.create', targetType: 'source', targetId: row.id, after: auditView(row) });
      if (row.enabled) await deps.fetchSoon(row.id);
      return row;
    },

    /**
     * Fetches a source once through its plugin and the safe client, storing nothing, so an admin
     * sees an error before saving. A metered API is not called: that would spend a call of the day.
     */
    async testFetch(payload: SourcePayload): Promise<TestFetchResult> {
      const input = toInput(payload);
      if (deps.plugins.isMetered(input.plugin)) return { fetched: 0, titles: [], message: 'Not test-fetched: every call to this API counts against its daily limit' };
      try {
        const { instance, settings } = deps.plugins.source(input.plugin, { settings: input.settings ?? {}, signal: AbortSignal.timeout(TEST_FETCH_TIMEOUT_MS) });
        const result = await instance.fetch({ url: input.url, settings, cursor: null, limit: TEST_FETCH_ITEMS });
        const titles = result.items.slice(0, 3).map((item) => item.title ?? '').filter(Boolean);
        return { fetched: result.items.length, titles, message: `Fetched ${result.items.length} items` };
      } catch (error) {
        throw new BadRequestError(`Could not fetch this source: ${error instanceof Error ? error.message : String(error)}`);
      }
    },

    async exportOpml(): Promise<string> {
      return sourcesToOpml(await deps.sources.list(), 'AlphaWire news sources');
    },

    /** Adds the file's feeds: each is added, skipped as a duplicate URL, or refused with the reason. */
    async importOpml(text: string, actorUserId: number | null): Promise<OpmlReport> {
      const report: OpmlReport = { added: [], duplicates: [], refused: [] };
      const seen = new Set<string>();
      for (const entry of opmlEntries(text)) {
        const parsed = sourcePayloadSchema.safeParse(entry);
        if (!parsed.success) {
          report.refused.push({ name: entry.name, url: entry.url, reason: parsed.error.issues[0]!.message });
          continue;
        }
        const { url } = parsed.data;
        if (seen.has(url)) {
          report.duplicates.push({ name: entry.name, url: entry.url });
          continue;
        }
        seen.add(url);
        try {
          // A feed already stored is a duplicate before its address is judged, as it always was.
          const row = await insertUnlessStored(url, () => toInput(parsed.data));
          if (row) report.added.push({ id: row.id, name: row.name, url: row.url });
          else report.duplicates.push({ name: entry.name, url: entry.url });
        } catch (error) {
          if (!(error instanceof BadRequestError)) throw error;
          report.refused.push({ name: entry.name, url: entry.url, reason: error.message });
        }
      }
      const counts = { added: report.added.length, duplicates: report.duplicates.length, refused: report.refused.length };
      await deps.audit.record({ actorUserId, action: 'source.import_opml', targetType: 'source', after: counts });
      return report;
    },

    /** Replaces a source's fields; a new URL or plugin starts from a clean cursor. Enabled → fetched at once. */
    async update(id: number, given: SourceUpdatePayload, actorUserId: number | null): Promise<SourceRow> {
      // Read and written under the row's lock: two admins saving at once each keep the fields the
      // other's body left out.
      const { existing, row } = await deps.transact(async (repos) => {
        const existing = await repos.sources.lockById(id);
        if (!existing) throw new NotFoundError('News source not found');
        return { existing, row: await replaced(repos.sources, existing, given) };
      });
      // Saving a source as it was (the form saved unchanged, `sources disable` twice) is no event.
      const same = isDeepStrictEqual({ ...auditView(existing), settings: existing.settings }, { ...auditView(row), settings: row.settings });
      if (!same) await deps.audit.record({ actorUserId, action: 'source.update', targetType: 'source', targetId: id, before: auditView(existing), after: auditView(row) });
      if (row.enabled) await deps.fetchSoon(row.id);
      return row;
    },
  };
}
