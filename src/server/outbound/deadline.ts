/** One request's abort signal, fired by its total time budget or by the host's own signal. */
export interface Deadline {
  signal: AbortSignal;
  timedOut(): boolean;
  cancelled(): boolean;
  /** Stops the timer and unhooks from the host's signal; call when the request settles. */
  dispose(): void;
}

/**
 * Starts a request's deadline. A plain controller with a listener removed at the end, rather
 * than AbortSignal.any, so a long-lived host signal does not collect one entry per request.
 */
export function startDeadline(timeoutMs: number, hostSignal?: AbortSignal): Deadline {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException('The request took too long', 'TimeoutError'));
  }, timeoutMs);
  const onHostAbort = (): void => controller.abort(hostSignal?.reason);
  if (hostSignal?.aborted) onHostAbort();
  else hostSignal?.addEventListener('abort', onHostAbort, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    cancelled: () => hostSignal?.aborted === true && !timedOut,
    dispose: () => {
      clearTimeout(timer);
      hostSignal?.removeEventListener('abort', onHostAbort);
    },
  };
}
