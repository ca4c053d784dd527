import type { Knex } from 'knex';

export interface AuditEntry {
  actorUserId: number | null;
  action: string;
  targetType?: string;
  targetId?: string | number;
  details?: Record<string, unknown>;
  ip?: string | null;
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;

/** Appends to the audit log: who changed what, never with secrets in details. */
export function createAuditRepository(knex: Knex) {
  return {
    async record(entry: AuditEntry): Promise<void> {
      await knex('audit_log').insert({
        actor_user_id: entry.actorUserId,
        action: entry.action,
        target_type: entry.targetType ?? null,
        target_id: entry.targetId === undefined ? null : String(entry.targetId),
        details: entry.details ? JSON.stringify(entry.details) : null,
        ip: entry.ip ?? null,
      });
    },
  };
}
