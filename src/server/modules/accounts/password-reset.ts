import { BadRequestError } from '../../errors.js';
import { type AccountsDeps, consumeCheck } from './deps.js';
import { COMMON_PASSWORD_MESSAGE, hashPassword, isCommonPassword } from './password.js';
import { hashToken, newToken } from './session-token.js';

export const INVALID_RESET = 'This password reset link is invalid or has expired';
/** Links mailed to one account an hour at most, whoever asks from wherever: no mail-bombing a member. */
export const RESET_MAILS_PER_HOUR = 5;

/** Forgotten passwords: a mailed single-use link, then a new password that ends every session. */
export function createPasswordReset(deps: AccountsDeps) {
  const { config } = deps;
  const { users, audit } = deps.repos;
  async function mailResetLink(user: { id: number; email: string; username: string }, ip: string): Promise<void> {
    const token = newToken();
    const made = await deps.transact(async (repos) => {
      await repos.passwordResets.lockAccount(user.id);
      // Past the limit nothing is sent, and the answer stays the same (it tells nobody the address has an account).
      if ((await repos.passwordResets.countSince(user.id, 60)) >= RESET_MAILS_PER_HOUR) return false;
      const expiresAt = new Date(Date.now() + config.PASSWORD_RESET_TTL_MINUTES * 60_000);
      await repos.passwordResets.insert(hashToken(token), user.id, expiresAt);
      // Anyone may ask, signed in or not, knowing only the address: the member is what it concerns, not who asked.
      await repos.audit.record({ actorUserId: null, anonymous: true, action: 'user.password_reset_requested', targetType: 'user', targetId: user.id, ip });
      return true;
    });
    if (!made) return;
    const link = new URL(`/reset-password?token=${token}`, config.PUBLIC_URL).toString();
    await deps.mailer.send({
      to: user.email,
      subject: 'Reset your AlphaWire password',
      text:
        `Hello ${user.username},\n\nSomeone asked to reset the password of your AlphaWire account.\n` +
        `To choose a new password, open this link within ${config.PASSWORD_RESET_TTL_MINUTES} minutes:\n\n${link}\n\n` +
        'If it was not you, ignore this mail: your password stays as it is.\n',
    });
  }

  return {
    /** Mails a reset link when the address has an account; answers the same either way. */
    async requestPasswordReset(email: string, ip: string): Promise<void> {
      await consumeCheck(deps, ip);
      const user = await users.findByEmail(email);
      if (!user) return;
      // The link is made, recorded and mailed in the background: awaited, its three writes made the
      // answer measurably slower when the address has an account (7.5 ms against 4.2 at the median),
      // which told anyone timing it who has one.
      void mailResetLink(user, ip).catch((error: unknown) => deps.logger.error({ err: error, userId: user.id }, 'password reset link not made'));
    },

    /**
     * Sets a new password from a mailed token; every session of the account and every other link it
     * was mailed end. Anyone may call it: it is throttled per address as reset requests are, and the
     * token is looked up before the password is hashed (19 MiB of argon2 a call, which made-up
     * tokens had bought without limit).
     */
    async resetPassword(token: string, password: string, ip: string): Promise<void> {
      await consumeCheck(deps, ip);
      if (isCommonPassword(password)) throw new BadRequestError(COMMON_PASSWORD_MESSAGE);
      if (!(await deps.repos.passwordResets.isUsable(hashToken(token)))) throw new BadRequestError(INVALID_RESET);
      const passwordHash = await hashPassword(password);
      const userId = await deps.transact(async (repos) => {
        const id = await repos.passwordResets.consume(hashToken(token));
        if (id === null) return null;
        await repos.passwordResets.useAll(id);
        await repos.users.setPasswordHash(id, passwordHash);
        await repos.sessions.deleteForUser(id);
        // A sign-in begun with the old password and waiting for its code is a session one step early.
        await repos.twoFactor.deletePendingFor(id);
        return id;
      });
      if (userId === null) throw new BadRequestError(INVALID_RESET);
      await audit.record({ actorUserId: userId, action: 'user.password_reset', targetType: 'user', targetId: userId });
    },
  };
}
