/**
 * Gathers ids for a short while and hands them on in one call, so a burst of enrichments becomes
 * one live event instead of hundreds.
 */
export function createIdBatcher(flush: (ids: number[]) => void, waitMs = 500) {
  let pending = new Set<number>();
  let timer: NodeJS.Timeout | null = null;

  const fire = () => {
    timer = null;
    const ids = [...pending];
    pending = new Set();
    if (ids.length > 0) flush(ids);
  };

  return {
    add(id: number): void {
      pending.add(id);
      timer ??= setTimeout(fire, waitMs);
    },
    /** Hands on what is pending now (at shutdown). */
    flush(): void {
      if (timer) clearTimeout(timer);
      fire();
    },
  };
}
