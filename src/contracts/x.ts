import { z } from 'zod';
import { bodyObject } from './body.js';
import { queryObject } from './query.js';
import { paramNumber } from './param-number.js';
import { newsItemSchema } from './news.js';

/** The X credentials form (docs/product.md#x-integration): the member's own app, both fields required. */
export const xCredentialsPayloadSchema = bodyObject({
  x_client_id: z.string({ error: 'Client ID is required' }).trim().min(1, 'Client ID is required').max(200, 'Client ID must be at most 200 characters'),
  x_client_secret: z.string({ error: 'Client Secret is required' }).trim().min(1, 'Client Secret is required').max(200, 'Client Secret must be at most 200 characters'),
});
export type XCredentialsPayload = z.infer<typeof xCredentialsPayloadSchema>;

/** Testing the connection: the form's values, or nothing to test the stored ones. */
export const xConnectionTestPayloadSchema = z.preprocess(
  // No body, or both fields left empty: the stored credentials. Anything else is the form's, checked
  // field by field ("Client Secret is required" where a union of the two said "Invalid input").
  (value) => (isBlankCredentials(value) ? null : value),
  xCredentialsPayloadSchema.nullable(),
);

function isBlankCredentials(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value !== 'object' || Array.isArray(value)) return false;
  const fields = value as Record<string, unknown>;
  return Object.keys(fields).every((key) => (key === 'x_client_id' || key === 'x_client_secret') && (fields[key] === '' || fields[key] === undefined));
}

export const X_OAUTH_STATUSES = ['authorized', 'needs_reauthorization'] as const;

/** GET /api/user/profile (docs/product.md#x-integration-calls): token fields say only whether a token exists. */
export const userProfileSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  hasXCredentials: z.boolean(),
  masked_x_client_id: z.string().nullable(),
  masked_x_client_secret: z.string().nullable(),
  x_oauth_access_token: z.boolean(),
  x_oauth_refresh_token: z.boolean(),
  x_oauth_status: z.enum(X_OAUTH_STATUSES).nullable(),
  hasXAuthorizationWithWriteAccess: z.boolean(),
  x_username: z.string().nullable(),
  /** The callback address this server gives X (from PUBLIC_URL): the one to register in the X app. */
  x_callback_url: z.string(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** PUT /api/user/x-credentials: the credentials saved, and the profile as it now reads. */
export const xCredentialsSavedSchema = z.object({ success: z.boolean(), message: z.string(), profile: userProfileSchema });
export type XCredentialsSaved = z.infer<typeof xCredentialsSavedSchema>;

export const xConnectionTestAnswerSchema = z.object({ success: z.boolean(), message: z.string(), username: z.string().optional() });
export type XConnectionTestAnswer = z.infer<typeof xConnectionTestAnswerSchema>;

const flag = z.enum(['true', 'false']).optional().transform((v) => v === 'true');

/** GET /api/auth/x/authorize: redirect=true answers a redirect to X, auto marks the whole-page flow. */
export const xAuthorizeQuerySchema = queryObject({ redirect: flag, auto: flag });

/** The authorization answer (docs/product.md#x-integration-calls): a URL to open, or the account already authorized. */
export const xAuthorizeAnswerSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  url: z.string().optional(),
  isAuthorized: z.boolean().optional(),
  username: z.string().optional(),
});
export type XAuthorizeAnswer = z.infer<typeof xAuthorizeAnswerSchema>;

/** X's redirect back: code and state, or an error when the member declined (other parameters X adds are dropped, not refused). */
/**
 * X's return to the app. A value too long or given twice reads as absent, and the flow then fails
 * as any broken return does: a page in the browser saying so, not a JSON validation error.
 */
export const xCallbackQuerySchema = z.object({
  code: z.string().max(2000).optional().catch(undefined),
  state: z.string().max(200).optional().catch(undefined),
  error: z.string().max(200).optional().catch(undefined),
  error_description: z.string().max(1000).optional().catch(undefined),
});

const customMessage = z.string().trim().max(2000, 'The message must be at most 2000 characters').optional();

/** POST /api/user/x-credentials/post-test: asks for confirmation before it posts. */
export const xTestPostPayloadSchema = bodyObject({ customMessage, confirmed: z.boolean().optional(), useDirectApi: z.boolean().optional() })
  .nullish()
  .transform((v) => v ?? {});

export const xTestPostAnswerSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  requiresConfirmation: z.boolean().optional(),
  postContent: z.string().optional(),
  needsReauthorization: z.boolean().optional(),
  needsAuthorization: z.boolean().optional(),
});
export type XTestPostAnswer = z.infer<typeof xTestPostAnswerSchema>;

/** POST /api/news/{id}/post-to-x. */
// Strict, as every body: a misspelled field ("custom_message") posted the AI draft in the member's name instead of their words.
export const postToXPayloadSchema = bodyObject({ customMessage }).nullish().transform((v) => v ?? {});
export const postToXAnswerSchema = z.object({ success: z.boolean(), message: z.string(), postId: z.string(), url: z.string(), text: z.string() });
export type PostToXAnswer = z.infer<typeof postToXAnswerSchema>;

export const X_POST_MODES = ['manual', 'auto', 'test'] as const;
export const X_POST_STATUSES = ['pending', 'posted', 'failed'] as const;

/** One of the member's posts in the message centre. */
export const xPostSchema = z.object({
  id: z.number().int(),
  article_id: z.number().int().nullable(),
  article_title: z.string().nullable(),
  mode: z.enum(X_POST_MODES),
  text: z.string(),
  status: z.enum(X_POST_STATUSES),
  x_post_id: z.string().nullable(),
  url: z.string().nullable(),
  error: z.string().nullable(),
  created_at: z.string(),
});
export type XPost = z.infer<typeof xPostSchema>;

const limitUpTo = (max: number, fallback: number) => {
  const message = `limit must be a whole number from 1 to ${max}`;
  return paramNumber(z.number({ error: message }).int(message).min(1, message).max(max, message).default(fallback));
};

export const xPostListQuerySchema = queryObject({ limit: limitUpTo(100, 20) });
export const xPostListSchema = z.object({ items: z.array(xPostSchema) });
export type XPostList = z.infer<typeof xPostListSchema>;

/** GET /api/autopost/news?limit (default 3; 5 in the queue tab). */
export const autopostNewsQuerySchema = queryObject({ limit: limitUpTo(20, 3) });
/** Its answer: the articles next in the queue, as the feed lists them. */
export const autopostNewsSchema = z.array(newsItemSchema);

/** GET /api/autopost/status: whether auto-posting runs for the member, and why not. */
export const autopostStatusSchema = z.object({
  enabled: z.boolean(),
  postingFrequencyHours: z.number().int(),
  lastPostedAt: z.string().nullable(),
  nextPostAt: z.string().nullable(),
  /** Why nothing is posted for the member now, in plain words; null when it runs. */
  pausedReason: z.string().nullable(),
});
export type AutopostStatus = z.infer<typeof autopostStatusSchema>;
