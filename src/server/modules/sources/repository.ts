import type { Knex } from 'knex';
import type { Cursor } from '../../../plugins/sdk/index.js';

export interface SourceRow {
  id: number;
  name: string;
  type: 'rss' | 'api';
  plugin: string;
  url: string;
  categories: string[];
  enabled: boolean;
  settings: Record<string, unknown>;
  poll_interval_minutes: number;
  weight: number;
  cursor: Cursor | null;
  last_fetch_at: Date | null;
  last_success_at: Date | null;
  last_error: string | null;
  error_count: number;
  next_fetch_at: Date | null;
  claimed_until: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface SourceInput {
  name: string;
  type: 'rss' | 'api';
  plugin: string;
  url: string;
  categories: string[];
  enabled: boolean;
  settings?: Record<string, unknown>;
  pollIntervalMinutes?: number;
  weight?: number;
}

export interface FetchRecord {
  cursor: Cursor | null;
  nextFetchAt: Date;
  error: string | null;
}

export type SourcesRepository = ReturnType<typeof createSourcesRepository>;

function toRow(input: SourceInput) {
  return {
    name: input.name,
    type: input.type,
    plugin: input.plugin,
    url: input.url,
    categories: input.categories,
    enabled: input.enabled,
    ...(input.settings ? { settings: JSON.stringify(input.settings) } : {}),
    ...(input.pollIntervalMinutes ? { poll_interval_minutes: input.pollIntervalMinutes } : {}),
    ...(input.weight !== undefined ? { weight: input.weight } : {}),
  };
}

/** All SQL on the sources table, including the claim that lets one instance fetch a source. */
export function createSourcesRepository(knex: Knex) {
  const sources = () => knex<SourceRow>('sources');
  return {
    async list(): Promise<SourceRow[]> {
      return sources().orderBy('id');
    },

    /**
     * Each source's most frequent language among its articles published since `since`, in one
     * statement for all sources (ties go to the first code). Text too short to tell ("und") says
     * nothing of a source, so it is left out; a source without a known one is absent.
     */
    async mainLanguages(since: Date): Promise<Map<number, string>> {
      const { rows } = await knex.raw<{ rows: { source_id: number; language: string }[] }>(
        `select distinct on (source_id) source_id, language
         from articles
         where published_at >= ? and source_id is not null and language <> 'und'
         group by source_id, language
         order by source_id, count(*) desc, language`,
        [since],
      );
      return new Map(rows.map((row) => [Number(row.source_id), row.language]));
    },

    async findById(id: number): Promise<SourceRow | null> {
      return (await sources().where({ id }).first()) ?? null;
    },

    async findByUrl(url: string): Promise<SourceRow | null> {
      return (await sources().where({ url }).first()) ?? null;
    },

    /**
     * Holds this URL until the transaction ends (an advisory lock on its hash): the duplicate check
     * and the write after it are one step, so a form sent twice at once adds one source.
     */
    /** Holds the seeding of a fresh install for this transaction: two workers starting at once seed it once. */
    async lockSeeding(): Promise<void> {
      await knex.raw('select pg_advisory_xact_lock(hashtext(?))', ['sources-seed']);
    },

    async lockUrl(url: string): Promise<void> {
      await knex.raw('select pg_advisory_xact_lock(hashtext(?))', [`source-url:${url}`]);
    },

    /** The source, locked until the transaction ends: an edit read from it is not lost to another at the same moment. */
    async lockById(id: number): Promise<SourceRow | null> {
      return (await sources().where({ id }).forUpdate().first()) ?? null;
    },

    async insert(input: SourceInput): Promise<SourceRow> {
      const [row] = await knex('sources').insert(toRow(input)).returning('*');
      return row as SourceRow;
    },

    /** Updates a source; a changed URL or plugin forgets the cursor and the error streak. */
    async update(id: number, input: SourceInput, resetState: boolean): Promise<SourceRow | null> {
      const reset = resetState ? { cursor: null, error_count: 0, last_error: null } : {};
      const [row] = await knex('sources')
        .where({ id })
        .update({ ...toRow(input), ...reset, next_fetch_at: null, updated_at: knex.fn.now() })
        .returning('*');
      return row ?? null;
    },

    /**
     * Claims up to `limit` enabled sources that are due, for `leaseSeconds`. SKIP LOCKED and the
     * lease make each source go to exactly one instance even when several poll at once.
     */
    async claimDue(limit: number, leaseSeconds: number): Promise<SourceRow[]> {
      const { rows } = await knex.raw<{ rows: SourceRow[] }>(
        `update sources set claimed_until = now() + make_interval(secs => ?)
         where id in (
           select id from sources
           where enabled and (next_fetch_at is null or next_fetch_at <= now())
             and (claimed_until is null or claimed_until < now())
           order by next_fetch_at nulls first, id
           limit ? for update skip locked)
         returning *`,
        [leaseSeconds, limit],
      );
      return rows;
    },

    /** Claims one source now, whatever its schedule (manual fetch); null when another run holds it. */
    async claimOne(id: number, leaseSeconds: number): Promise<SourceRow | null> {
      const [row] = await sources()
        .where({ id })
        .andWhere((q) => q.whereNull('claimed_until').orWhere('claimed_until', '<', knex.fn.now()))
        .update({ claimed_until: knex.raw('now() + make_interval(secs => ?)', [leaseSeconds]) })
        .returning('*');
      return row ?? null;
    },

    /** Makes a source due now, for the next scheduler tick of any instance. */
    async makeDue(id: number): Promise<void> {
      await knex('sources').where({ id }).update({ next_fetch_at: knex.fn.now() });
    },

    /** Pushes forward the leases of sources still being fetched (a finished fetch has released its claim). */
    async renewClaims(ids: number[], leaseSeconds: number): Promise<void> {
      if (ids.length === 0) return;
      await knex('sources')
        .whereRaw('id = any(?::bigint[])', [ids])
        .whereNotNull('claimed_until')
        .update({ claimed_until: knex.raw('now() + make_interval(secs => ?)', [leaseSeconds]) });
    },

    /** Drops every claim: for a database only this process can open, where no other can hold one. */
    async releaseAllClaims(): Promise<number> {
      return knex('sources').whereNotNull('claimed_until').update({ claimed_until: null });
    },

    /** Records the end of a fetch and releases the claim. */
    async recordFetch(id: number, record: FetchRecord): Promise<void> {
      const common = { last_fetch_at: knex.fn.now(), next_fetch_at: record.nextFetchAt, claimed_until: null };
      const outcome =
        record.error === null
          ? { cursor: record.cursor ? JSON.stringify(record.cursor) : null, last_success_at: knex.fn.now(), last_error: null, error_count: 0 }
          : { last_error: record.error, error_count: knex.raw('error_count + 1') };
      await knex('sources').where({ id }).update({ ...common, ...outcome });
    },

    async listByPlugin(plugin: string): Promise<SourceRow[]> {
      return sources().where({ plugin }).orderBy('id');
    },

    /** Sets a provider's sources to a new poll interval; one due later than that is brought forward. */
    async setPollInterval(plugin: string, minutes: number): Promise<void> {
      await knex('sources')
        .where({ plugin })
        .update({
          poll_interval_minutes: minutes,
          next_fetch_at: knex.raw('least(coalesce(next_fetch_at, now()), now() + make_interval(mins => ?))', [minutes]),
          updated_at: knex.fn.now(),
        });
    },

    async setEnabled(id: number, enabled: boolean): Promise<void> {
      await knex('sources').where({ id }).update({ enabled, updated_at: knex.fn.now() });
    },

    async count(): Promise<number> {
      const row = await sources().count<{ n: number }[]>('* as n').first();
      return Number(row?.n ?? 0);
    },
  };
}
