import type { SafeHttpClient } from '../../plugins/sdk/index.js';

/** One request a plugin made: its status (null when no answer came) and how long it took. */
export interface ObservedRequest {
  status: number | null;
  durationMs: number;
}

/** A client that reports every request it sends, answered or not, to `observe`. */
export function observeRequests(http: SafeHttpClient, observe: (request: ObservedRequest) => void): SafeHttpClient {
  return {
    async request(request) {
      const started = performance.now();
      try {
        const response = await http.request(request);
        observe({ status: response.status, durationMs: performance.now() - started });
        return response;
      } catch (error) {
        observe({ status: null, durationMs: performance.now() - started });
        throw error;
      }
    },
  };
}
