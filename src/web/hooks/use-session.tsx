import { createContext, type ReactNode, use, useDeferredValue, useMemo } from 'react';
import type { SessionUser } from '../../contracts/auth';
import { useMe } from '../api/auth';
import { isAdmin } from '../lib/roles';

export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

export interface Session {
  status: SessionStatus;
  user: SessionUser | null;
  isAdmin: boolean;
}

const SessionContext = createContext<Session | null>(null);

/** The session (docs/product.md#conventions-of-every-call): loading first, then signed in or out from the /me check. */
function useSessionCheck(): Session {
  const { data, isPending } = useMe();
  // One object per answer: the provider hands it on only when it changes.
  return useMemo(() => {
    if (isPending) return { status: 'loading', user: null, isAdmin: false };
    // A failed check (server down) leaves the visitor signed out rather than stuck loading.
    const user = data ?? null;
    return { status: user ? 'signed-in' : 'signed-out', user, isAdmin: isAdmin(user) };
  }, [data, isPending]);
}

/**
 * Reads the /me check once for the whole app. Its first answer reaches the page as a transition,
 * which React renders in slices that yield: an answer of react-query renders synchronously, and
 * the shell and page it changes (header, footer, a member's article) were one long task on a
 * phone (issue 28). A later change (signing in or out) shows at once, so the focus can move to
 * the control that replaced the one used.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const current = useSessionCheck();
  const deferred = useDeferredValue(current);
  const session = deferred.status === 'loading' ? deferred : current;
  return <SessionContext value={session}>{children}</SessionContext>;
}

export function useSession(): Session {
  const session = use(SessionContext);
  if (!session) throw new Error('useSession needs a SessionProvider above it');
  return session;
}
