import type { Knex } from 'knex';

/** Which work on an article a claim is for: its lease column, and what makes an article still wait for that work. */
export interface ArticleWork {
  column: 'enrichment_claimed_until' | 'full_text_claimed_until';
  waiting: (query: Knex.QueryBuilder) => Knex.QueryBuilder;
}

/** Either these articles (just stored or read) or up to `limit` of the oldest waiting. */
export type ClaimWhich = { ids: number[] } | { limit: number };

/**
 * Claims on one kind of an article's pending work: a lease that its holder renews while working
 * (jobs/leases.ts) and that lapses when the holder dies, so another worker takes the article.
 * SKIP LOCKED and the lease give each article to one worker even when several look at once.
 */
export function createArticleClaims(knex: Knex, work: ArticleWork) {
  const leaseFor = (seconds: number) => ({ [work.column]: knex.raw('now() + make_interval(secs => ?)', [seconds]) });
  const unheld = (q: Knex.QueryBuilder) => q.whereNull(work.column).orWhere(work.column, '<', knex.fn.now());

  return {
    /** Claims waiting articles no live worker holds, for `leaseSeconds`; returns the ids claimed, in order. */
    async claim(leaseSeconds: number, which: ClaimWhich): Promise<number[]> {
      if ('ids' in which && which.ids.length === 0) return [];
      const free = work.waiting(knex('articles').select('id')).andWhere(unheld).orderBy('id').forUpdate().skipLocked();
      if ('ids' in which) free.whereRaw('id = any(?::bigint[])', [which.ids]);
      else free.limit(which.limit);
      const rows = await knex('articles').whereIn('id', free).update(leaseFor(leaseSeconds)).returning('id');
      return rows.map((r: { id: number }) => Number(r.id)).sort((a, b) => a - b);
    },

    /** Pushes forward the claims on articles still waiting (a finished one needs none). */
    async renew(ids: number[], leaseSeconds: number): Promise<void> {
      if (ids.length === 0) return;
      await work.waiting(knex('articles').whereRaw('id = any(?::bigint[])', [ids])).update(leaseFor(leaseSeconds));
    },

    /** Gives up claims at once (work dropped at a stop), for another worker to take. */
    async release(ids: number[] | 'all'): Promise<void> {
      if (ids !== 'all' && ids.length === 0) return;
      const claimed = knex('articles').whereNotNull(work.column);
      if (ids !== 'all') claimed.whereRaw('id = any(?::bigint[])', [ids]);
      await claimed.update({ [work.column]: null });
    },
  };
}
