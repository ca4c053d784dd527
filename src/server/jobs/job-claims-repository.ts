import type { Knex } from 'knex';
import { hostname } from 'node:os';

/** Claims older than this are of no further use and are cleared when a new one is taken. */
const KEEP_CLAIMS_MS = 24 * 60 * 60 * 1000;

export type JobClaimsRepository = ReturnType<typeof createJobClaimsRepository>;

/** All SQL on job_claims: one row per (job, tick); whoever inserts it first runs that tick. */
export function createJobClaimsRepository(knex: Knex, instance = `${hostname()}:${process.pid}`) {
  return {
    /** True when this instance took the tick; false when another (or this one) already had it. */
    async claim(job: string, tick: Date): Promise<boolean> {
      const taken = await knex('job_claims').insert({ job, tick, instance }).onConflict(['job', 'tick']).ignore().returning('job');
      if (taken.length === 0) return false;
      await knex('job_claims').where({ job }).andWhere('tick', '<', new Date(tick.getTime() - KEEP_CLAIMS_MS)).delete();
      return true;
    },
  };
}
