import { z } from 'zod';
import type { AppContext } from './context.js';
import { startJobs } from './jobs/start-jobs.js';

/**
 * What one process does (SERVICES): `web` serves the HTTP API, the web app and the live stream;
 * `worker` runs the background jobs. Both by default, so a single process is the whole app.
 */
export const ROLES = ['web', 'worker'] as const;
export type Role = (typeof ROLES)[number];

const isRole = (name: string): name is Role => (ROLES as readonly string[]).includes(name);

/** SERVICES as a comma list of roles; an unknown name or an empty list is a configuration problem naming it. */
export const servicesSetting = z
  .string()
  .transform((value, ctx) => {
    const names = [...new Set(value.split(',').map((name) => name.trim().toLowerCase()).filter(Boolean))];
    const unknown = names.filter((name) => !isRole(name));
    if (unknown.length > 0) ctx.addIssue({ code: 'custom', message: `unknown role ${unknown.join(', ')}: use web, worker or web,worker` });
    if (names.length === 0) ctx.addIssue({ code: 'custom', message: 'name at least one role: web, worker or web,worker' });
    return names.filter(isRole);
  })
  .default(['web', 'worker']);

export interface RoleSettings {
  SERVICES: Role[];
}

/** Whether this process serves HTTP beyond its probes (the API, the web app, the live stream). */
export const servesWeb = (config: RoleSettings): boolean => config.SERVICES.includes('web');

/** Whether this process runs the scheduler and the other background jobs. */
export const runsWorker = (config: RoleSettings): boolean => config.SERVICES.includes('worker');

/**
 * The embedded database belongs to one process, so its web and worker cannot be two: a split
 * needs PostgreSQL. Checked with the other settings, so start-up lists it among them.
 */
export function roleProblems(env: Record<string, string | undefined>): string[] {
  const parsed = servicesSetting.safeParse(env.SERVICES);
  if (!parsed.success || parsed.data.length === ROLES.length || env.DATABASE_URL !== undefined) return [];
  return [
    `SERVICES: ${parsed.data.join(',')} alone needs DATABASE_URL (PostgreSQL); on the embedded database the web and the worker run in one process (SERVICES=web,worker)`,
  ];
}

/**
 * Starts this process's background work: on a worker every job (start-jobs.ts); on a web-only
 * instance none, so it never fetches on a schedule of its own. What a member or admin asks for
 * there (a fetch now, an article's full text) still runs where it was asked (docs/operations.md#roles).
 */
export async function startRoleWork(ctx: AppContext): Promise<void> {
  ctx.logger.info({ services: ctx.config.SERVICES.join(',') }, `roles: ${ctx.config.SERVICES.join(' and ')}`);
  ctx.metrics.roles(ctx.config.SERVICES);
  if (runsWorker(ctx.config)) await startJobs(ctx);
}
