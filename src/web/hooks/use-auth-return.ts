import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { recheckSession } from '../api/auth';

const RECHECK_DELAYS_MS = [100, 500];

/**
 * Spec 1 §4: an external sign-in returns to /?auth=success. The marker leaves the address and
 * the session is re-checked twice, since the new cookie may land just after the page loads.
 */
export function useAuthReturn(): void {
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const returned = pathname === '/' && params.get('auth') === 'success';

  useEffect(() => {
    if (!returned) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('auth');
        return next;
      },
      { replace: true },
    );
    // No cleanup: removing the marker re-runs this effect, and the re-checks must still happen.
    for (const delay of RECHECK_DELAYS_MS) setTimeout(() => recheckSession(queryClient), delay);
  }, [returned, setParams, queryClient]);
}
