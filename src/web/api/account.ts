import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteAccountPayload } from '../../contracts/auth';
import { applySignedOut } from './auth';
import { apiSend } from './client';

/**
 * Deletes the signed-in member's own account. The server ends the session with it, so the app is
 * signed out at once, as after Logout.
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payload: DeleteAccountPayload) => {
      await apiSend('DELETE', '/api/user/account', payload);
    },
    onSuccess: () => applySignedOut(queryClient),
  });
}
