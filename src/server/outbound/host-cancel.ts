/** The host's cancel signal as the requests of one client see it. */
export interface HostCancel {
  aborted(): boolean;
  reason(): unknown;
  /** Calls onAbort when the host cancels (at once if it has); returns the unsubscribe. */
  subscribe(onAbort: () => void): () => void;
}

/**
 * Listens to the host's long-lived signal once and fans a cancel out to the requests in flight.
 * One listener per request on the shared signal made Node warn of a leak (MaxListenersExceeded)
 * whenever more than ten feeds and quote calls ran at once, as at a first start.
 */
export function watchHostSignal(signal: AbortSignal | undefined): HostCancel {
  const subscribers = new Set<() => void>();
  signal?.addEventListener(
    'abort',
    () => {
      for (const onAbort of [...subscribers]) onAbort();
      subscribers.clear();
    },
    { once: true },
  );
  return {
    aborted: () => signal?.aborted === true,
    reason: () => signal?.reason,
    subscribe(onAbort) {
      if (signal?.aborted) {
        onAbort();
        return () => {};
      }
      subscribers.add(onAbort);
      return () => subscribers.delete(onAbort);
    },
  };
}
