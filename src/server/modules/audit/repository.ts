import type { Knex } from 'knex';
import { ANONYMOUS_ACTOR } from '../../../contracts/admin.js';

export interface AuditEntry {
  /** The member or admin who acted; null for the operator's CLI, the app itself, and anonymous calls. */
  actorUserId: number | null;
  /** A call made without signing in: named ANONYMOUS_ACTOR, where a null actor reads as the operator's. */
  anonymous?: boolean;
  action: string;
  targetType?: string;
  targetId?: string | number;
  /** What the target was before the change and what it became (never secrets). */
  before?: unknown;
  after?: unknown;
  details?: Record<string, unknown>;
  ip?: string | null;
}

export interface AuditRow {
  id: number;
  actor: string | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  details: ({ before?: unknown; after?: unknown } & Record<string, unknown>) | null;
  created_at: Date;
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;

function actorName(knex: Knex, entry: AuditEntry): Knex.Raw | string | null {
  if (entry.anonymous) return ANONYMOUS_ACTOR;
  if (entry.actorUserId === null) return null;
  // Kept with the entry: the account may be deleted later, and the change must stay signed.
  return knex.raw('(select username from users where id = ?)', [entry.actorUserId]);
}

/** Appends to the audit log: who changed what, never with secrets in details. */
export function createAuditRepository(knex: Knex) {
  return {
    async record(entry: AuditEntry): Promise<void> {
      const changed = entry.before !== undefined || entry.after !== undefined ? { before: entry.before ?? null, after: entry.after ?? null } : {};
      const details = { ...entry.details, ...changed };
      await knex('audit_log').insert({
        actor_user_id: entry.actorUserId,
        actor_name: actorName(knex, entry),
        action: entry.action,
        target_type: entry.targetType ?? null,
        target_id: entry.targetId === undefined ? null : String(entry.targetId),
        details: Object.keys(details).length > 0 ? JSON.stringify(details) : null,
        ip: entry.ip ?? null,
      });
    },

    /** Newest first, with the actor's username (as it was, when the account is gone). */
    async page(offset: number, limit: number): Promise<AuditRow[]> {
      return knex('audit_log as l')
        .leftJoin('users as u', 'u.id', 'l.actor_user_id')
        .select('l.id', knex.raw('coalesce(u.username, l.actor_name) as actor'), 'l.action', 'l.target_type', 'l.target_id', 'l.details', 'l.created_at')
        .orderBy('l.id', 'desc')
        .offset(offset)
        .limit(limit);
    },
  };
}
