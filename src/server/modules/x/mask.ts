/** Shows enough of a credential to recognise it: the first and last four characters of a long one, else dots. */
export function mask(value: string): string {
  if (value.length <= 8) return '•'.repeat(8);
  return `${value.slice(0, 4)}${'•'.repeat(8)}${value.slice(-4)}`;
}
