/** Formats a duration in milliseconds as admins read it ("30 s", "1.5 s"). */
export function formatSeconds(milliseconds: number): string {
  return `${Number((milliseconds / 1000).toFixed(1))} s`;
}
