import { QueryClient } from '@tanstack/react-query';
import { isRetryable } from './api/api-error';

// docs/product.md#retries-skip-refusals: every failed call is retried once; a 4xx refusal (wrong password, rate limit,
// validation) would only fail again and count against the server's throttles, so it is not.
const retryOnce = (failureCount: number, error: unknown): boolean => failureCount < 1 && isRetryable(error);

/** The app's one cache, with the data defaults of docs/product.md#client-timings. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      gcTime: 600_000,
      refetchInterval: 300_000,
      refetchOnWindowFocus: true,
      retry: retryOnce,
    },
    mutations: { retry: retryOnce },
  },
});
