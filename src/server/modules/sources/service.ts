import { readFileSync } from 'node:fs';
import type { Logger } from 'pino';
import { type SourcePayload, sourcePayloadSchema } from '../../../contracts/sources.js';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors.js';
import type { PluginHost } from '../../plugin-host/host.js';
import type { AuditRepository } from '../audit/repository.js';
import type { SourceInput, SourceRow, SourcesRepository } from './repository.js';

interface Deps {
  sources: SourcesRepository;
  plugins: PluginHost;
  audit: AuditRepository;
  logger: Logger;
  /** Asks for a fetch of this source as soon as possible (scheduler). */
  fetchSoon: (sourceId: number) => void;
}

export type SourcesService = ReturnType<typeof createSourcesService>;

/** News sources: what admins add and edit, checked against the installed plugins. */
export function createSourcesService(deps: Deps) {
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
    throw new BadRequestError(`Cannot tell which news API this URL belongs to: set plugin to ${known.join(' or ')}`);
  }

  function toInput(payload: SourcePayload): SourceInput {
    const plugin = inferPlugin(payload);
    if (!deps.plugins.registry.source(plugin)) throw new BadRequestError(`No source plugin named '${plugin}' is installed`);
    return { ...payload, plugin };
  }

  return {
    /** On a fresh install (no sources at all), adds the public feeds of config/default-sources.json. */
    async seedDefaults(): Promise<number> {
      if ((await deps.sources.count()) > 0) return 0;
      const file = JSON.parse(readFileSync(new URL('../../../../config/default-sources.json', import.meta.url), 'utf8')) as {
        sources: unknown[];
      };
      const payloads = file.sources.map((entry) => sourcePayloadSchema.parse(entry));
      for (const payload of payloads) await deps.sources.insert(toInput(payload));
      return payloads.length;
    },

    /** Adds the bundled sample feeds that are not there yet; returns every sample source. */
    async addSampleSources(feeds: readonly string[]): Promise<SourceRow[]> {
      const rows: SourceRow[] = [];
      for (const feed of feeds) {
        const url = `sample://${feed}`;
        const existing = await deps.sources.findByUrl(url);
        const name = `Sample ${feed[0]!.toUpperCase()}${feed.slice(1)}`;
        rows.push(existing ?? (await deps.sources.insert(toInput(sourcePayloadSchema.parse({ name, url, categories: [feed] })))));
      }
      return rows;
    },

    /** Frees every source claimed by a fetch (for the embedded database, whose one process just started). */
    async releaseAllClaims(): Promise<void> {
      await deps.sources.releaseAllClaims();
    },

    async list(): Promise<SourceRow[]> {
      return deps.sources.list();
    },

    /** Adds a source; an enabled one is fetched at once rather than at the next tick. */
    async create(payload: SourcePayload, actorUserId: number | null): Promise<SourceRow> {
      const input = toInput(payload);
      if (await deps.sources.findByUrl(input.url)) throw new ConflictError('A source with this URL already exists');
      const row = await deps.sources.insert(input);
      await deps.audit.record({ actorUserId, action: 'source.create', targetType: 'source', targetId: row.id, details: { name: row.name, url: row.url } });
      if (row.enabled) deps.fetchSoon(row.id);
      return row;
    },

    /** Replaces a source's fields; a new URL or plugin starts from a clean cursor. Enabled → fetched at once. */
    async update(id: number, payload: SourcePayload, actorUserId: number | null): Promise<SourceRow> {
      const existing = await deps.sources.findById(id);
      if (!existing) throw new NotFoundError('News source not found');
      const input = toInput(payload);
      const clash = await deps.sources.findByUrl(input.url);
      if (clash && clash.id !== id) throw new ConflictError('A source with this URL already exists');
      const changed = existing.url !== input.url || existing.plugin !== input.plugin;
      const row = (await deps.sources.update(id, input, changed)) as SourceRow;
      await deps.audit.record({ actorUserId, action: 'source.update', targetType: 'source', targetId: id, details: { name: row.name, enabled: row.enabled } });
      if (row.enabled) deps.fetchSoon(row.id);
      return row;
    },
  };
}
