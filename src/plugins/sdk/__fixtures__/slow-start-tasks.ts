// A task module that takes 2.5 s to load, for thread.test.ts: like jsdom on a slow or busy machine.
const loadedAfter = performance.now() + 2_500;
while (performance.now() < loadedAfter) {
  // Loading.
}

export function ready(): string {
  return 'ready';
}
