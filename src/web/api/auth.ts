import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  Availability,
  ForgotPasswordForm,
  LoginPayload,
  RegisterPayload,
  ResetPasswordPayload,
  SessionUser,
} from '../../contracts/auth';
import type { TwoFactorRequired } from '../../contracts/two-factor';
import { ApiError } from './api-error';
import { apiGet, apiSend } from './client';
import { takePageData } from './page-data';

export const authKeys = {
  me: ['auth', 'me'] as const,
  username: (username: string) => ['auth', 'check-username', username] as const,
  email: (email: string) => ['auth', 'check-email', email] as const,
};

async function fetchMe(): Promise<SessionUser | null> {
  // Signed out is a normal state, not an error: the 401 comes back as null, silently.
  return apiGet<SessionUser | null>('/api/auth/me', { nullOn401: true });
}

/** The signed-in user, null when signed out, undefined while the first check runs. */
export function useMe() {
  return useQuery({ queryKey: authKeys.me, queryFn: fetchMe, initialData: () => takePageData<SessionUser | null>('/api/auth/me') });
}

/** Re-checks the session from the server, e.g. after an external sign-in came back. */
export function recheckSession(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: authKeys.me });
}

// What one member's session loaded: never shown to whoever signs in next in the same tab.
const MEMBER_DATA = ['recommendations', 'preferences', 'autopost', 'x', 'user', 'admin'];

/** Drops the member-only answers and has the news loaded again for whoever is signed in now. */
function forgetMemberData(queryClient: QueryClient): void {
  for (const root of MEMBER_DATA) queryClient.removeQueries({ queryKey: [root] });
  void queryClient.invalidateQueries({ queryKey: ['news'] });
}

// docs/product.md#post-sign-in-re-checks: the user is set at once and again at 10 and 100 ms, then re-checked at 200 ms.
// The re-sets win over a session check that was already in flight when the sign-in landed.
export function applySignedIn(queryClient: QueryClient, user: SessionUser): void {
  void queryClient.cancelQueries({ queryKey: authKeys.me });
  forgetMemberData(queryClient);
  queryClient.setQueryData(authKeys.me, user);
  for (const delay of [10, 100]) setTimeout(() => queryClient.setQueryData(authKeys.me, user), delay);
  setTimeout(() => recheckSession(queryClient), 200);
}

/** Signs in; an account with two-factor sign-in answers that its code is needed, with no session yet. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payload: LoginPayload) =>
      (await apiSend('POST', '/api/auth/login', payload)) as SessionUser | TwoFactorRequired,
    onSuccess: (answer) => {
      if (!('twoFactorRequired' in answer)) applySignedIn(queryClient, answer);
    },
  });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payload: RegisterPayload) =>
      (await apiSend('POST', '/api/auth/register', payload)) as SessionUser,
    onSuccess: (user) => applySignedIn(queryClient, user),
  });
}

/** The session is over (logged out, or ended by the server): signed out at once, the member's answers dropped. */
export function applySignedOut(queryClient: QueryClient): void {
  void queryClient.cancelQueries({ queryKey: authKeys.me });
  queryClient.setQueryData(authKeys.me, null);
  forgetMemberData(queryClient);
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiSend('POST', '/api/auth/logout');
    },
    onSuccess: () => applySignedOut(queryClient),
  });
}

/** Tells the server the member is active; a 401 means the session ended elsewhere. */
export function useSendHeartbeat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiSend('POST', '/api/auth/heartbeat');
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) recheckSession(queryClient);
    },
  });
}

async function checkAvailability(path: string, failure: string): Promise<Availability> {
  try {
    return await apiGet<Availability>(path);
  } catch (cause) {
    throw new Error(failure, { cause });
  }
}

// Availability answers are cached 60 s and never retried (docs/product.md#availability-answers-are-kept-and-not-retried): they are rate limited.
const availabilityOptions = {
  staleTime: 60_000,
  retry: false,
  refetchInterval: false,
  refetchOnWindowFocus: false,
} as const;

export function useUsernameAvailability(username: string, enabled: boolean) {
  return useQuery({
    queryKey: authKeys.username(username),
    queryFn: () =>
      checkAvailability(`/api/auth/check-username/${encodeURIComponent(username)}`, 'Failed to check username'),
    enabled,
    ...availabilityOptions,
  });
}

export function useEmailAvailability(email: string, enabled: boolean) {
  return useQuery({
    queryKey: authKeys.email(email),
    queryFn: () => checkAvailability(`/api/auth/check-email/${encodeURIComponent(email)}`, 'Failed to check email'),
    enabled,
    ...availabilityOptions,
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: async (payload: ForgotPasswordForm) => {
      await apiSend('POST', '/api/auth/forgot-password', payload);
    },
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: async (payload: ResetPasswordPayload) => {
      await apiSend('POST', '/api/auth/reset-password', payload);
    },
  });
}
