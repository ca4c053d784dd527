import type { Logger } from 'pino';
import { type Config, ConfigError } from './config.js';
import { BadRequestError } from './errors.js';
import { COMMON_PASSWORD_MESSAGE } from './modules/accounts/password.js';
import { type AccountsService, EMAIL_TAKEN, USERNAME_TAKEN } from './modules/accounts/service.js';
import type { UserRow } from './modules/accounts/users-repository.js';

/** The one line a start prints while nobody can reach the admin pages. */
export const NO_ADMIN_HINT =
  'No admin account yet: set ADMIN_USERNAME, ADMIN_EMAIL and ADMIN_PASSWORD (or ADMIN_PASSWORD_FILE) and start again, or run `npx alphawire users create --admin --username NAME --email ADDRESS`';

type AdminSettings = Pick<Config, 'ADMIN_USERNAME' | 'ADMIN_EMAIL' | 'ADMIN_PASSWORD'>;

// An account of that name that is not an admin stays as it is: a setting that promotes whoever
// registered the name first would hand the admin pages to a stranger.
function reportExisting(user: UserRow, logger: Logger): void {
  if (user.role === 'admin') return;
  logger.warn(
    { userId: user.id },
    `ADMIN_USERNAME ${user.username} is a member's account, so it was left a member; make it an admin with \`npx alphawire users role ${user.username} admin\` if it is yours`,
  );
}

// What the accounts service refuses is a problem with the settings: start-up names the variable.
function settingProblem(error: BadRequestError): ConfigError {
  if (error.message === EMAIL_TAKEN) return new ConfigError(['ADMIN_EMAIL: another account already has this e-mail address']);
  if (error.message === COMMON_PASSWORD_MESSAGE) return new ConfigError([`ADMIN_PASSWORD: ${COMMON_PASSWORD_MESSAGE}`]);
  return new ConfigError([`ADMIN_USERNAME, ADMIN_EMAIL, ADMIN_PASSWORD: ${error.message}`]);
}

/**
 * Makes the admin named by ADMIN_USERNAME, ADMIN_EMAIL and ADMIN_PASSWORD when no account has
 * that username; an existing account is never changed (its password least of all). Without those
 * settings, logs how to make the first admin while there is none.
 */
export async function ensureFirstAdmin(settings: AdminSettings, accounts: AccountsService, logger: Logger): Promise<void> {
  const { ADMIN_USERNAME: username, ADMIN_EMAIL: email, ADMIN_PASSWORD: password } = settings;
  if (username === undefined || email === undefined || password === undefined) {
    if (!(await accounts.hasAdmin())) logger.warn(NO_ADMIN_HINT);
    return;
  }
  const existing = await accounts.findByUsername(username);
  if (existing) return reportExisting(existing, logger);
  try {
    const user = await accounts.createUser({ username, email, password }, 'admin');
    logger.info({ userId: user.id }, `admin ${user.username} created from ADMIN_USERNAME`);
  } catch (error) {
    if (!(error instanceof BadRequestError)) throw error;
    // Another instance starting beside this one made it a moment earlier.
    const raced = error.message === USERNAME_TAKEN ? await accounts.findByUsername(username) : null;
    if (raced) return reportExisting(raced, logger);
    throw settingProblem(error);
  }
}
