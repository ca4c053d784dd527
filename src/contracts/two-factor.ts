import { z } from 'zod';
import { bodyObject } from './body.js';

/** A code from the authenticator app (six digits) or a recovery code (XXXX-XXXX-XXXX-XXXX). */
export const twoFactorCodeSchema = z
  .string()
  .trim()
  .min(6, 'Enter the 6-digit code from your authenticator app')
  .max(40, 'Enter the 6-digit code from your authenticator app');

export const twoFactorCodePayloadSchema = bodyObject({ code: twoFactorCodeSchema });
export type TwoFactorCodePayload = z.infer<typeof twoFactorCodePayloadSchema>;

/** GET /api/user/2fa: whether the account signs in with a code, and how many recovery codes are left. */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** POST /api/user/2fa/start: the new key, for the QR code or typing in by hand. */
export const twoFactorEnrolmentSchema = z.object({
  secret: z.string(),
  otpauthUri: z.string(),
  qrCodeDataUrl: z.string(),
});
export type TwoFactorEnrolment = z.infer<typeof twoFactorEnrolmentSchema>;

/** POST /api/user/2fa/confirm: the ten recovery codes, shown this once. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** POST /api/auth/login of an account with two-factor sign-in: no session yet, a code is needed. */
export const twoFactorRequiredSchema = z.object({
  twoFactorRequired: z.literal(true),
  message: z.string(),
});
export type TwoFactorRequired = z.infer<typeof twoFactorRequiredSchema>;

export const TWO_FACTOR_MESSAGES = {
  required: 'Enter the code from your authenticator app to finish signing in.',
  invalidCode: 'That code is not valid. Check your authenticator app and try again.',
  expired: 'Your sign-in has expired. Please log in again.',
  tooMany: 'Too many code attempts. Please wait a few minutes and try again.',
  alreadyEnabled: 'Two-factor sign-in is already on.',
  notStarted: 'Start the set-up again: no key is waiting for a code.',
  notEnabled: 'Two-factor sign-in is not on.',
  adminRequired: 'Two-factor sign-in is required for admins. Turn it on under Settings → Security first.',
} as const;
