import { z } from 'zod';

export const versionSchema = z.object({ version: z.string() });
export type VersionInfo = z.infer<typeof versionSchema>;
