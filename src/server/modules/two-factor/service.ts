import QRCode from 'qrcode';
import type { Logger } from 'pino';
import { type RecoveryCodes, TWO_FACTOR_MESSAGES, type TwoFactorEnrolment, type TwoFactorStatus } from '../../../contracts/two-factor.js';
import type { Config } from '../../config.js';
import type { SecretBox } from '../../crypto/secret-box.js';
import type { Repositories, Transact } from '../../db/repositories.js';
import { BadRequestError, ConflictError, UnauthorizedError } from '../../errors.js';
import { hashToken, newToken } from '../accounts/session-token.js';
import type { RateLimiter } from '../rate-limits/service.js';
import { hashRecoveryCode, looksLikeRecoveryCode, newRecoveryCodes } from './recovery-codes.js';
import { newTotpSecret, totpStep, totpUri } from './totp.js';

/** How long a sign-in waits for its code after the password (or Google) was accepted. */
export const PENDING_SIGN_IN_MS = 5 * 60_000;

export interface TwoFactorDeps {
  config: Pick<Config, 'LOGIN_MAX_PER_ACCOUNT' | 'LOGIN_MAX_PER_IP' | 'LOGIN_WINDOW_SECONDS'>;
  logger: Logger;
  repos: Pick<Repositories, 'twoFactor' | 'audit'>;
  transact: Transact;
  secretBox: SecretBox;
  rateLimiter: RateLimiter;
}

export interface TwoFactorService {
  isEnabled(userId: number): Promise<boolean>;
  status(userId: number): Promise<TwoFactorStatus>;
  /** A new key for the member to scan; it counts only once a first code confirms it. */
  start(user: {
    id: number;
    username: string;
  }): Promise<TwoFactorEnrolment>;
  /** Turns two-factor sign-in on with the first code; the recovery codes are returned this once. */
  confirm(userId: number, code: string, ip: string): Promise<RecoveryCodes>;
  /** Turns two-factor sign-in off, given a current code or a recovery code. */
  disable(userId: number, code: string, ip: string): Promise<void>;
  /** Accepts a current code or a recovery code (each once) before a grave change, such as deleting the account; else throws. */
  verify(userId: number, code: string, ip: string): Promise<void>;
  /**
  * An operator turns a member's two-factor sign-in off (phone and recovery codes both lost):
  * the password alone signs in again. False when it was not on.
  */
  reset(userId: number): Promise<boolean>;
  /** After the password (or Google): a single-use token that waits five minutes for the code. */
  beginSignIn(userId: number): Promise<string>;
  /** The account whose pending sign-in this code completes; the token is then spent. */
  finishSignIn(token: string, code: string, ip: string): Promise<number>;
}

/**
 * Two-factor sign-in with an authenticator app (TOTP, RFC 6238): enrolment with a QR code and a
 * first code, ten single-use recovery codes, and the code step of a sign-in. Codes are throttled
 * as passwords are (per account and per address) and a code's time step is never accepted twice.
 * TOTP runs on real time, as the member's phone does, not on the app clock.
 */
export function createTwoFactorService(deps: TwoFactorDeps): TwoFactorService {
  const { config, secretBox, rateLimiter } = deps;
  const { twoFactor, audit } = deps.repos;

  async function throttle(userId: number, ip: string): Promise<string> {
    const accountKey = `2fa:account:user:${userId}`;
    const message = TWO_FACTOR_MESSAGES.tooMany;
    await rateLimiter.consume(
      { key: `login:ip:${ip}`, max: config.LOGIN_MAX_PER_IP, windowSeconds: config.LOGIN_WINDOW_SECONDS, message },
      { key: accountKey, max: config.LOGIN_MAX_PER_ACCOUNT, windowSeconds: config.LOGIN_WINDOW_SECONDS, message },
    );
    return accountKey;
  }

  /** Accepts an unused authenticator code, or (when allowed) an unused recovery code; else throws. */
  async function checkCode(userId: number, code: string, ip: string, options: { recovery: boolean; failure: () => Error }) {
    const accountKey = await throttle(userId, ip);
    const row = await twoFactor.find(userId);
    if (!row) throw options.failure();
    let accepted = false;
    if (looksLikeRecoveryCode(code)) {
      accepted = options.recovery && row.enabled_at !== null && (await twoFactor.useRecoveryCode(userId, hashRecoveryCode(code)));
      if (accepted) await audit.record({ actorUserId: userId, action: 'user.2fa_recovery_code_used', targetType: 'user', targetId: userId, ip });
    } else {
      const step = totpStep(secretBox.open(row.secret_enc), code, new Date());
      accepted = step !== null && (await twoFactor.useStep(userId, step));
    }
    if (!accepted) throw options.failure();
    await rateLimiter.reset(accountKey);
  }

  const invalid = () => new BadRequestError(TWO_FACTOR_MESSAGES.invalidCode);

  return {
    async isEnabled(userId: number): Promise<boolean> {
      return twoFactor.isEnabled(userId);
    },

    async status(userId: number): Promise<TwoFactorStatus> {
      const enabled = await twoFactor.isEnabled(userId);
      return { enabled, recoveryCodesLeft: enabled ? await twoFactor.countRecoveryCodesLeft(userId) : 0 };
    },

    /** A new key for the member to scan; it counts only once a first code confirms it. */
    async start(user: { id: number; username: string }): Promise<TwoFactorEnrolment> {
      const secret = newTotpSecret();
      if (!(await twoFactor.saveUnconfirmed(user.id, secretBox.seal(secret)))) throw new ConflictError(TWO_FACTOR_MESSAGES.alreadyEnabled);
      const otpauthUri = totpUri(secret, user.username);
      const qrCodeDataUrl = await QRCode.toDataURL(otpauthUri, { errorCorrectionLevel: 'M', margin: 1, width: 232 });
      return { secret, otpauthUri, qrCodeDataUrl };
    },

    /** Turns two-factor sign-in on with the first code; the recovery codes are returned this once. */
    async confirm(userId: number, code: string, ip: string): Promise<RecoveryCodes> {
      const row = await twoFactor.find(userId);
      if (!row) throw new BadRequestError(TWO_FACTOR_MESSAGES.notStarted);
      if (row.enabled_at) throw new ConflictError(TWO_FACTOR_MESSAGES.alreadyEnabled);
      await checkCode(userId, code, ip, { recovery: false, failure: invalid });
      const recoveryCodes = newRecoveryCodes();
      await deps.transact(async (repos) => {
        // Only the first of confirmations racing stores its recovery codes; the others' would not work.
        if (!(await repos.twoFactor.enable(userId))) throw new ConflictError(TWO_FACTOR_MESSAGES.alreadyEnabled);
        await repos.twoFactor.replaceRecoveryCodes(userId, recoveryCodes.map(hashRecoveryCode));
      });
      await audit.record({ actorUserId: userId, action: 'user.2fa_enabled', targetType: 'user', targetId: userId, ip });
      deps.logger.info({ userId }, 'two-factor sign-in enabled');
      return { recoveryCodes };
    },

    /** Turns two-factor sign-in off, given a current code or a recovery code. */
    async verify(userId: number, code: string, ip: string): Promise<void> {
      await checkCode(userId, code, ip, { recovery: true, failure: invalid });
    },

    async disable(userId: number, code: string, ip: string): Promise<void> {
      if (!(await twoFactor.isEnabled(userId))) throw new BadRequestError(TWO_FACTOR_MESSAGES.notEnabled);
      await checkCode(userId, code, ip, { recovery: true, failure: invalid });
      await twoFactor.remove(userId);
      await audit.record({ actorUserId: userId, action: 'user.2fa_disabled', targetType: 'user', targetId: userId, ip });
      deps.logger.info({ userId }, 'two-factor sign-in disabled');
    },

    /**
     * An operator turns a member's two-factor sign-in off (phone and recovery codes both lost):
     * the password alone signs in again. False when it was not on.
     */
    async reset(userId: number): Promise<boolean> {
      if (!(await twoFactor.isEnabled(userId))) return false;
      await twoFactor.remove(userId);
      await audit.record({ actorUserId: null, action: 'user.2fa_reset', targetType: 'user', targetId: userId });
      deps.logger.info({ userId }, 'two-factor sign-in reset by an operator');
      return true;
    },

    /** After the password (or Google): a single-use token that waits five minutes for the code. */
    async beginSignIn(userId: number): Promise<string> {
      const token = newToken();
      await twoFactor.deleteExpiredPending();
      await twoFactor.insertPending(hashToken(token), userId, new Date(Date.now() + PENDING_SIGN_IN_MS));
      return token;
    },

    /** The account whose pending sign-in this code completes; the token is then spent. */
    async finishSignIn(token: string, code: string, ip: string): Promise<number> {
      const expired = () => new UnauthorizedError(TWO_FACTOR_MESSAGES.expired);
      const userId = await twoFactor.findPending(hashToken(token));
      if (userId === null) throw expired();
      await checkCode(userId, code, ip, { recovery: true, failure: () => new UnauthorizedError(TWO_FACTOR_MESSAGES.invalidCode) });
      if (!(await twoFactor.consumePending(hashToken(token)))) throw expired();
      return userId;
    },
  };
}
