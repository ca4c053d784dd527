import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { recheckSession } from '../api/auth';
import { useAuthDialog } from '../components/auth-dialog/auth-dialog-context';
import { authErrorMessage } from '../lib/auth-messages';
import { showToast } from '../lib/toast';

const RECHECK_DELAYS_MS = [100, 500];

/**
 * docs/product.md#client-timings: an external sign-in returns to /?auth=success, or to /?auth=error&reason=… when it
 * failed. The markers leave the address; success re-checks the session twice, since the new
 * cookie may land just after the page loads, and an error shows a toast saying why.
 * An account with two-factor sign-in returns to /?auth=two-factor: the dialog asks for its code.
 */
export function useAuthReturn(): void {
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const { open } = useAuthDialog();
  const auth = pathname === '/' ? params.get('auth') : null;
  const outcome = auth === 'success' || auth === 'error' || auth === 'two-factor' ? auth : null;
  const reason = outcome === 'error' ? params.get('reason') : null;

  useEffect(() => {
    if (!outcome) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('auth');
        next.delete('reason');
        return next;
      },
      { replace: true },
    );
    // No cleanup: removing the marker re-runs this effect, and the re-checks must still happen.
    if (outcome === 'error') {
      showToast({ title: authErrorMessage(reason), variant: 'destructive' });
      return;
    }
    if (outcome === 'two-factor') {
      open('code');
      return;
    }
    for (const delay of RECHECK_DELAYS_MS) setTimeout(() => recheckSession(queryClient), delay);
  }, [outcome, reason, setParams, queryClient, open]);
}
