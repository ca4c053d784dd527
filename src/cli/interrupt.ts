/**
 * Runs `work` with a signal that Ctrl-C (SIGINT) or SIGTERM aborts, instead of ending the process
 * there and then: a command writing a file removes what it half wrote and says so. Outside `work`,
 * and at a second Ctrl-C, the signals keep their default and end the process.
 */
export async function interruptible<T>(work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  const abort = () => controller.abort();
  process.once('SIGINT', abort);
  process.once('SIGTERM', abort);
  try {
    return await work(controller.signal);
  } finally {
    process.off('SIGINT', abort);
    process.off('SIGTERM', abort);
  }
}
