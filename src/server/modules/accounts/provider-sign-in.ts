import { emailSchema } from '../../../contracts/auth.js';
import { AppError } from '../../errors.js';
import type { UserRow, UsersRepository } from './users-repository.js';

/** What an identity provider vouches for, read from its ID token (or userinfo). */
export interface ProviderProfile {
  /** The provider's stable id for the person; kept in users.google_sub. */
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

/** How a provider sign-in found its account; recorded in the audit log. */
export type ProviderOutcome = 'existing' | 'linked' | 'created';

/** Short codes the callback puts in /?auth=error&reason=…, so the page can say what went wrong. */
export type ProviderRefusal = 'email_missing' | 'email_unverified' | 'password_account' | 'account_conflict';

/** A provider sign-in the account rules refuse (the identity itself was fine). */
export class ProviderSignInError extends AppError {
  constructor(
    readonly reason: ProviderRefusal,
    message: string,
  ) {
    super(403, message);
  }
}

const USERNAME_MAX = 32;
const FALLBACK_USERNAME = 'member';

/** A username of the allowed alphabet made from a display name or an e-mail's local part. */
export function usernameBase(profile: Pick<ProviderProfile, 'name' | 'email'>): string {
  for (const source of [profile.name, profile.email?.split('@')[0]]) {
    const cleaned = cleanUsername(source ?? '');
    if (cleaned.length >= 3) return cleaned;
  }
  return FALLBACK_USERNAME;
}

function cleanUsername(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '') // accents go, letters stay: "José" → "Jose"
    .trim()
    .replace(/\s+/g, '.')
    .replace(/[^A-Za-z0-9_.-]/g, '')
    .replace(/^[._-]+|[._-]+$/g, '')
    .toLowerCase()
    .slice(0, USERNAME_MAX - 4); // room for a numeric suffix
}

/** The base, then base2, base3, … — the first free one becomes the username. */
export function* usernameCandidates(base: string): Generator<string> {
  yield base;
  for (let n = 2; ; n += 1) yield `${base}${n}`;
}

// Every account has an e-mail (password resets and alerts go there), so an identity without a
// usable one cannot sign in; it passes the register form's rule, as a typed address does.
function requireEmail(profile: ProviderProfile): string {
  const email = emailSchema.safeParse(profile.email ?? '');
  if (email.success) return email.data;
  throw new ProviderSignInError('email_missing', 'The provider did not share a usable e-mail address');
}

function requireVerified(profile: ProviderProfile): void {
  if (!profile.emailVerified) throw new ProviderSignInError('email_unverified', 'The provider has not verified this e-mail address');
}

/**
 * Finds the account a provider identity belongs to: by its subject, else by a verified e-mail
 * (which links the two) of an account without a password, else none. Refuses what would hand an
 * existing account to someone who has not proved they own its address, and what would let whoever
 * made a password account first keep a way into the one its address's owner then uses: sign-up
 * never proves the address, so a password account is not linked (its owner signs in with the
 * password).
 */
export async function findProviderUser(
  users: UsersRepository,
  profile: ProviderProfile,
): Promise<{ user: UserRow; outcome: ProviderOutcome } | null> {
  const bySubject = await users.findByGoogleSub(profile.subject);
  if (bySubject) return { user: bySubject, outcome: 'existing' };
  const byEmail = await users.findByEmail(requireEmail(profile));
  if (!byEmail) return null;
  requireVerified(profile);
  if (byEmail.password_hash !== null) {
    throw new ProviderSignInError('password_account', 'An account already signs in with this e-mail and a password');
  }
  const linked = await users.linkGoogleSub(byEmail.id, profile.subject);
  if (!linked) throw new ProviderSignInError('account_conflict', 'This e-mail belongs to an account linked to another identity');
  return { user: linked, outcome: 'linked' };
}

/** Creates a password-less member for a new provider identity under the first free username. */
export async function createProviderUser(users: UsersRepository, profile: ProviderProfile): Promise<UserRow> {
  const email = requireEmail(profile);
  // An unproved address would let a stranger hold an account in someone else's name (its password
  // reset then goes to that someone, while the stranger keeps signing in through the provider).
  requireVerified(profile);
  for (const username of usernameCandidates(usernameBase(profile))) {
    if (await users.findByUsername(username)) continue;
    return users.insert({ username, email, passwordHash: null, role: 'user', googleSub: profile.subject });
  }
  throw new Error('unreachable: the candidates never end');
}
