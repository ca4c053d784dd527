export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1) return sorted[middle] ?? Number.NaN;
  return ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
}

/** "median ms (min–max, n runs)", the one line each startup scenario prints. */
export function describeTimings(values: number[]): string {
  const round = (ms: number) => Math.round(ms).toString();
  return `${round(median(values)).padStart(6)} ms  (min ${round(Math.min(...values))}, max ${round(Math.max(...values))}, ${values.length} runs)`;
}
