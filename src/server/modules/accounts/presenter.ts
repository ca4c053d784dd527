import type { SessionUser } from '../../../contracts/auth.js';
import type { AdminUser } from '../../../contracts/users.js';
import type { UserRow } from './users-repository.js';

export function presentSessionUser(user: UserRow): SessionUser {
  return { id: user.id, username: user.username, email: user.email, role: user.role };
}

export function presentAdminUser(user: UserRow): AdminUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    role: user.role,
    created_at: user.created_at.toISOString(),
    last_seen_at: user.last_seen_at?.toISOString() ?? null,
  };
}
