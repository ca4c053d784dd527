import type { Logger } from 'pino';
import type { Config } from '../../config.js';
import type { Repositories, Transact } from '../../db/repositories.js';
import type { Mailer } from '../../mail/mailer.js';
import type { RateLimiter } from '../rate-limits/service.js';
import type { TwoFactorService } from '../two-factor/service.js';

/** What the accounts service works with. */
export interface AccountsDeps {
  config: Config;
  logger: Logger;
  repos: Pick<Repositories, 'users' | 'sessions' | 'passwordResets' | 'audit'>;
  transact: Transact;
  rateLimiter: RateLimiter;
  mailer: Mailer;
  /** Accounts with two-factor sign-in get a pending sign-in, not a session, until their code. */
  twoFactor: Pick<TwoFactorService, 'isEnabled' | 'beginSignIn'>;
}

/** The limit on availability checks, reset requests and passwords set from a link, per address. */
export async function consumeCheck(deps: Pick<AccountsDeps, 'rateLimiter' | 'config'>, ip: string): Promise<void> {
  await deps.rateLimiter.consume({
    key: `check:ip:${ip}`,
    max: deps.config.CHECK_MAX_PER_IP,
    windowSeconds: deps.config.CHECK_WINDOW_SECONDS,
    message: 'Too many checks. Please slow down and try again in a minute.',
  });
}
