import type { SessionUser } from '../../contracts/auth';
import { useMe } from '../api/auth';
import { isAdmin } from '../lib/roles';

export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

export interface Session {
  status: SessionStatus;
  user: SessionUser | null;
  isAdmin: boolean;
}

/** The session (docs/product.md#conventions-of-every-call): loading first, then signed in or out from the /me check. */
export function useSession(): Session {
  const { data, isPending } = useMe();
  if (isPending) return { status: 'loading', user: null, isAdmin: false };
  // A failed check (server down) leaves the visitor signed out rather than stuck loading.
  const user = data ?? null;
  return { status: user ? 'signed-in' : 'signed-out', user, isAdmin: isAdmin(user) };
}
