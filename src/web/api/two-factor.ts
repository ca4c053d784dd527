import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '../../contracts/auth';
import type { RecoveryCodes, TwoFactorEnrolment, TwoFactorStatus } from '../../contracts/two-factor';
import { applySignedIn } from './auth';
import { apiGet, apiSend } from './client';

export const twoFactorKeys = { status: ['user', '2fa'] as const };

/** Whether the signed-in member signs in with a code, and how many recovery codes are left. */
export function useTwoFactorStatus() {
  return useQuery({ queryKey: twoFactorKeys.status, queryFn: () => apiGet<TwoFactorStatus>('/api/user/2fa') });
}

/** A new key to scan; it counts only once confirmed. */
export function useStartTwoFactor() {
  return useMutation({ mutationFn: async () => (await apiSend('POST', '/api/user/2fa/start')) as TwoFactorEnrolment });
}

export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) => (await apiSend('POST', '/api/user/2fa/confirm', { code })) as RecoveryCodes,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorKeys.status }),
  });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) => {
      await apiSend('POST', '/api/user/2fa/disable', { code });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorKeys.status }),
  });
}

/** The code step of a sign-in: the pending sign-in travels in an httpOnly cookie. */
export function useVerifyTwoFactorSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) => (await apiSend('POST', '/api/auth/2fa/verify', { code })) as SessionUser,
    onSuccess: (user) => applySignedIn(queryClient, user),
  });
}
