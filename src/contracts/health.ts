import { z } from 'zod';

/** The database a process runs on (DATABASE_URL set: PostgreSQL; else the embedded PGlite). */
export const databaseKindSchema = z.enum(['postgres', 'pglite']);

/** GET /healthz: the process answers (docs/operations.md#database-outages). */
export const livenessSchema = z.object({ status: z.literal('ok'), database: databaseKindSchema });
export type LivenessAnswer = z.infer<typeof livenessSchema>;

/** GET /readyz when ready: the database answers and is fully migrated (else a 503 error answer). */
export const readinessSchema = z.object({ status: z.literal('ready'), database: databaseKindSchema });
export type ReadinessAnswer = z.infer<typeof readinessSchema>;
