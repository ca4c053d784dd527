import type { SessionUser } from '../../contracts/auth';

/** docs/product.md#admin-by-username-in-the-interface: the interface treats role admin, or the username admin, as an administrator. */
export function isAdmin(user: SessionUser | null | undefined): boolean {
  if (!user) return false;
  return user.role === 'admin' || user.username === 'admin';
}
