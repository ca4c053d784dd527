import { z } from 'zod';
import { alertRuleSchema, channelSchema, notificationSchema } from './alerts.js';
import { apiTokenSchema } from './api-tokens.js';
import { roleSchema } from './auth.js';
import { mutesSchema } from './mutes.js';
import { preferencesSchema } from './preferences.js';
import { watchlistSchema } from './watchlist.js';
import { xPostSchema } from './x.js';

/** What names the file, so a reader (or a later version's import) knows what it holds. */
export const ACCOUNT_EXPORT_FORMAT = 'alphawire-account-export';
export const ACCOUNT_EXPORT_VERSION = 1;
/** Each list in the file holds at most this many rows, newest first. */
export const ACCOUNT_EXPORT_MAX_ROWS = 100_000;

/**
 * GET /api/user/export: everything AlphaWire keeps about the member, as JSON (docs/product.md#your-data).
 * Each part has the shape of the call that shows it in the app; no secret is in it (no password
 * hash, no channel secrets, API tokens, feed key, X credentials or two-factor key).
 */
export const accountExportSchema = z.object({
  format: z.literal(ACCOUNT_EXPORT_FORMAT),
  version: z.literal(ACCOUNT_EXPORT_VERSION),
  exportedAt: z.string(),
  account: z.object({
    id: z.number().int(),
    username: z.string(),
    email: z.string(),
    role: roleSchema,
    createdAt: z.string(),
    signsInWithGoogle: z.boolean(),
    twoFactorEnabled: z.boolean(),
  }),
  preferences: preferencesSchema,
  watchlist: watchlistSchema,
  mutes: mutesSchema,
  alertRules: z.array(alertRuleSchema),
  channels: z.array(channelSchema),
  notifications: z.array(notificationSchema),
  apiTokens: z.array(apiTokenSchema),
  x: z.object({ connectedAs: z.string().nullable(), posts: z.array(xPostSchema) }),
  readingHistory: z.array(z.object({ articleId: z.number().int(), title: z.string(), opens: z.number().int(), lastOpenedAt: z.string() })),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
