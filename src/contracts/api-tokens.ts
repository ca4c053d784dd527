import { z } from 'zod';
import { MAX_API_TOKEN_DAYS, MAX_API_TOKENS } from './api-tokens-constants.js';
import { hasControlCharacters } from './control-characters.js';

/** What a token may do: `read` the GET calls, `write` the member's own changes, `admin` the admin calls (admins only). */
export const API_TOKEN_SCOPES = ['read', 'write', 'admin'] as const;
const SCOPES_MESSAGE = 'Scopes may be read, write and admin';
export const apiTokenScopeSchema = z.enum(API_TOKEN_SCOPES, { error: SCOPES_MESSAGE });
export type ApiTokenScope = z.infer<typeof apiTokenScopeSchema>;

export { MAX_API_TOKEN_DAYS, MAX_API_TOKENS } from './api-tokens-constants.js';

// The messages of docs/product.md#api-tokens; server and web show the same words.
export const API_TOKEN_MESSAGES = {
  name: 'Name must be 1 to 60 characters',
  // As source, rule and channel names: the name is shown in Settings and in the admin audit log.
  nameCharacters: 'Name may not hold control characters',
  scopes: 'Choose at least one scope',
  expires: `Expiry must be 1 to ${MAX_API_TOKEN_DAYS} days, or left out for a token that never expires`,
  adminOnly: 'Only admins can give a token the admin scope',
  tooMany: `You have ${MAX_API_TOKENS} API tokens already: revoke one first`,
  notFound: 'API token not found',
  malformed: 'The Authorization header must be "Bearer <token>" with a token from Settings → API tokens',
  unknown: 'This API token is not valid: it was revoked or never existed',
  expired: 'This API token has expired: create a new one in Settings → API tokens',
  needsRead: 'This API token lacks the read scope',
  needsWrite: 'This API token is read-only: it needs the write scope for changes',
  needsAdmin: 'This API token lacks the admin scope, or its owner is no longer an admin',
  tooManyCalls: 'Too many calls with this API token: wait a minute and try again',
} as const;

/** POST /api/user/api-tokens. */
export const createApiTokenPayloadSchema = z.strictObject({
  name: z
    .string({ error: API_TOKEN_MESSAGES.name })
    .trim()
    .min(1, API_TOKEN_MESSAGES.name)
    .max(60, API_TOKEN_MESSAGES.name)
    .refine((name) => !hasControlCharacters(name), API_TOKEN_MESSAGES.nameCharacters),
  scopes: z
    .array(apiTokenScopeSchema, { error: API_TOKEN_MESSAGES.scopes })
    .min(1, API_TOKEN_MESSAGES.scopes)
    // A bound on the list as sent; repeats are dropped after (["read","read","read","read"] is read).
    .max(10, SCOPES_MESSAGE)
    .transform((scopes) => [...new Set(scopes)]),
  expiresInDays: z
    .number({ error: API_TOKEN_MESSAGES.expires })
    .int(API_TOKEN_MESSAGES.expires)
    .min(1, API_TOKEN_MESSAGES.expires)
    .max(MAX_API_TOKEN_DAYS, API_TOKEN_MESSAGES.expires)
    .optional(),
}, { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}` : undefined) });
export type CreateApiTokenPayload = z.input<typeof createApiTokenPayloadSchema>;
/** The payload as checked: name trimmed, scopes without repeats. */
export type NewApiToken = z.output<typeof createApiTokenPayloadSchema>;

/** One token as listed: never the token itself. Dates are ISO strings; null: never used, never expires. */
export const apiTokenSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  scopes: z.array(apiTokenScopeSchema),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  expires_at: z.string().nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

export const apiTokenListSchema = z.object({ tokens: z.array(apiTokenSchema) });
export type ApiTokenList = z.infer<typeof apiTokenListSchema>;

/** The 201 answer of a creation: the token in full, this once. */
export const createdApiTokenSchema = apiTokenSchema.extend({ token: z.string() });
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;
