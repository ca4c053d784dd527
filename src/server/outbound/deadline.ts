import { FlightSignal } from './flight-signal.js';
import type { HostCancel } from './host-cancel.js';

/** One request's abort signal, fired by its total time budget or by the host's cancel. */
export interface Deadline {
  signal: FlightSignal;
  timedOut(): boolean;
  cancelled(): boolean;
  /** Stops the timer and unhooks from the host's cancel; call when the request settles. */
  dispose(): void;
}

/**
 * Starts a request's deadline. A signal of its own subscribed to the client's HostCancel, rather
 * than AbortSignal.any on the host's signal, so a long-lived host signal collects nothing per request.
 */
export function startDeadline(timeoutMs: number, host: HostCancel): Deadline {
  const signal = new FlightSignal();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    signal.abort(new DOMException('The request took too long', 'TimeoutError'));
  }, timeoutMs);
  const unsubscribe = host.subscribe(() => signal.abort(host.reason()));
  return {
    signal,
    timedOut: () => timedOut,
    cancelled: () => host.aborted() && !timedOut,
    dispose: () => {
      clearTimeout(timer);
      unsubscribe();
    },
  };
}
