import type { Role } from '../../../contracts/auth.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors.js';
import type { AccountsDeps } from './deps.js';
import type { UserRow } from './users-repository.js';

/**
 * An admin's request that waited for the admins' lock while another admin demoted or deleted them
 * does nothing: rights are read again under the lock (null: the operator's CLI).
 */
function assertStillAdmin(admins: number[], actorUserId: number | null): void {
  if (actorUserId !== null && !admins.includes(actorUserId)) throw new ForbiddenError('You do not have permission to do this');
}

/** Who is an admin: the list of accounts and role changes. */
export function createRoles(deps: AccountsDeps) {
  const { users } = deps.repos;
  return {
    async listUsers(): Promise<UserRow[]> {
      return users.list();
    },

    /**
     * Sets a user's role. Their sessions end, so the next sign-in gets a new session id with the new
     * rights; the last admin cannot be demoted.
     */
    async changeRole(userId: number, role: Role, actorUserId: number | null): Promise<UserRow> {
      const found = await users.findById(userId);
      if (!found) throw new NotFoundError('User not found');
      if (found.role === role) return found;
      // Read again and changed under one lock: two admins sending the same change at once make one
      // change and one audit entry, the second finding the role already set.
      const { row, changed } = await deps.transact(async (repos) => {
        // The admins first, then this user: the order every role change and deletion locks in.
        const admins = await repos.users.lockAdmins();
        assertStillAdmin(admins, actorUserId);
        if (role === 'user' && admins.length <= 1) throw new ConflictError('At least one admin must remain');
        const user = await repos.users.lockById(userId);
        if (!user) throw new NotFoundError('User not found');
        if (user.role === role) return { row: user, changed: false };
        const updated = (await repos.users.setRole(userId, role)) as UserRow;
        await repos.sessions.deleteForUser(userId);
        await repos.audit.record({ actorUserId, action: 'user.role_change', targetType: 'user', targetId: userId, before: { username: user.username, role: user.role }, after: { username: user.username, role } });
        return { row: updated, changed: true };
      });
      if (changed) deps.logger.info({ userId, role, actorUserId }, 'user role changed');
      return row;
    },

    /**
     * Deletes an account and everything of theirs (sessions, settings, watchlist, mutes, alerts and
     * channels, tokens, X credentials): an admin removing a spam or departed account, or an operator.
     * The last admin cannot be deleted. The audit log keeps who it was, not their e-mail.
     */
    async deleteUser(userId: number, actorUserId: number | null): Promise<UserRow> {
      const deleted = await deps.transact(async (repos) => {
        const seen = await repos.users.findById(userId);
        if (!seen) throw new NotFoundError('User not found');
        // The admins are locked first, as by every role change, then the user: a deletion of the
        // same account sent at once waits here, and then finds it gone (a 404, not a last-admin 409).
        // A member deleting their own account needs no rights but their session.
        const byAdmin = actorUserId !== null && actorUserId !== userId;
        const admins = seen.role === 'admin' || byAdmin ? await repos.users.lockAdmins() : null;
        if (byAdmin) assertStillAdmin(admins!, actorUserId);
        const user = await repos.users.lockById(userId);
        if (!user) throw new NotFoundError('User not found');
        if (user.role === 'admin' && (admins ?? (await repos.users.lockAdmins())).length <= 1) throw new ConflictError('At least one admin must remain');
        // Recorded first: a member deleting their own account is the entry's actor, whom the delete
        // then takes out of it (the log's key on users sets it null), leaving the name in `before`.
        await repos.audit.record({ actorUserId, action: 'user.delete', targetType: 'user', targetId: userId, before: { username: user.username, role: user.role }, after: null });
        await repos.users.delete(userId);
        return user;
      });
      deps.logger.info({ userId, actorUserId }, 'account deleted');
      return deleted;
    },

    async findByUsername(username: string): Promise<UserRow | null> {
      return users.findByUsername(username);
    },

    /** Whether anyone can run the admin pages yet (start-up says how to make the first admin when not). */
    async hasAdmin(): Promise<boolean> {
      return (await users.countRole('admin')) > 0;
    },
  };
}
