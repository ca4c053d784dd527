import { z } from 'zod';

// The messages of docs/product.md#validation-messages; server and web show the same words.
export const MESSAGES = {
  usernameMin: 'Username must be at least 3 characters',
  usernameMax: 'Username must be at most 32 characters',
  usernameChars: 'Username may contain only letters, digits, dots, dashes and underscores',
  usernameLetter: 'Username must contain a letter or a digit',
  email: 'Please enter a valid email address',
  passwordMin: 'Password must be at least 6 characters',
  passwordMax: 'Password must be at most 128 characters',
  passwordsMatch: "Passwords don't match",
  loginIdMin: 'Please enter your username or email address',
  loginIdMax: 'Username or email must be at most 254 characters',
} as const;

export const ROLES = ['admin', 'user'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

export const usernameSchema = z
  .string()
  .trim()
  .min(3, MESSAGES.usernameMin)
  .max(32, MESSAGES.usernameMax)
  .regex(/^[A-Za-z0-9_.-]+$/, MESSAGES.usernameChars)
  // "..." or "-_-" would name nobody in a list, an audit entry or a mention.
  .regex(/[A-Za-z0-9]/, MESSAGES.usernameLetter);

// The e-mail check is a check of the trimmed string, not a pipe into a second schema: the API
// document (input JSON Schema) then says `format: email`. The length check aborts, as the pipe did,
// so a long address gets one problem, not two.
export const emailSchema = z.string().trim().max(254, { message: MESSAGES.email, abort: true }).check(z.email(MESSAGES.email));

export const passwordSchema = z.string().min(6, MESSAGES.passwordMin).max(128, MESSAGES.passwordMax);

export const registerPayloadSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
});
export type RegisterPayload = z.infer<typeof registerPayloadSchema>;

/** The register dialog's form: the payload plus a confirmation that must match. */
export const registerFormSchema = registerPayloadSchema
  .extend({ confirmPassword: z.string().min(6, MESSAGES.passwordMin) })
  .refine((form) => form.password === form.confirmPassword, {
    message: MESSAGES.passwordsMatch,
    path: ['confirmPassword'],
  });
export type RegisterForm = z.infer<typeof registerFormSchema>;

export const loginPayloadSchema = z.object({
  loginId: z.string({ error: MESSAGES.loginIdMin }).trim().min(3, MESSAGES.loginIdMin).max(254, MESSAGES.loginIdMax),
  password: z.string().min(6, MESSAGES.passwordMin).max(128, MESSAGES.passwordMax),
});
export type LoginPayload = z.infer<typeof loginPayloadSchema>;

export const forgotPasswordFormSchema = z.object({ email: emailSchema });
export type ForgotPasswordForm = z.infer<typeof forgotPasswordFormSchema>;

/** The signed-in user as the session calls return it (docs/product.md#accounts-and-session). */
export const sessionUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  role: roleSchema,
  /** When this session began: only GET /api/auth/me carries it (the admin header's session timer). */
  session_started_at: z.string().optional(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const availabilitySchema = z.object({
  available: z.boolean(),
  message: z.string(),
});
export type Availability = z.infer<typeof availabilitySchema>;

/** A simple e-mail shape (something@something.something) that gates the live check. */
export const EMAIL_CHECK_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const resetPasswordPayloadSchema = z.object({
  token: z.string().min(20, 'This password reset link is invalid or has expired').max(200),
  password: passwordSchema,
});
export type ResetPasswordPayload = z.infer<typeof resetPasswordPayloadSchema>;

export const RESET_REQUESTED_MESSAGE =
  "If an account with that email exists, we've sent you password reset instructions.";

/** The 202 answer of POST /api/auth/forgot-password: RESET_REQUESTED_MESSAGE, whether or not the address has an account. */
export const resetRequestedSchema = z.object({ message: z.string() });
export type ResetRequested = z.infer<typeof resetRequestedSchema>;

/** Refusals of DELETE /api/user/account (docs/product.md#accounts-and-session): what the member must give to confirm. */
export const ACCOUNT_DELETION_MESSAGES = {
  username: 'Type your username to confirm',
  passwordMissing: 'Enter your password to confirm',
  passwordWrong: 'That password is not right',
  codeMissing: 'Enter the code from your authenticator app',
} as const;

/**
 * DELETE /api/user/account: the member's own username typed, their password (an account made by
 * Google sign-in has none, and none is asked), and a current or recovery code when two-factor is on.
 */
export const deleteAccountPayloadSchema = z.strictObject({
  username: z.string({ error: ACCOUNT_DELETION_MESSAGES.username }).max(254, ACCOUNT_DELETION_MESSAGES.username),
  password: z.string().max(128, ACCOUNT_DELETION_MESSAGES.passwordWrong).optional(),
  code: z.string().max(64).optional(),
});
export type DeleteAccountPayload = z.infer<typeof deleteAccountPayloadSchema>;
