const DOTS = '•'.repeat(8);

/** Shows enough of a client id to recognise it: the first and last four characters of a long one, else dots. */
export function maskId(value: string): string {
  if (value.length <= 8) return DOTS;
  return `${value.slice(0, 4)}${DOTS}${value.slice(-4)}`;
}

/**
 * Shows a secret by its last four characters only, and only when they are a small part of it
 * (16 characters or more): enough to tell two secrets apart, too little to help guess one.
 */
export function maskSecret(value: string): string {
  if (value.length < 16) return DOTS;
  return `${DOTS}${value.slice(-4)}`;
}
