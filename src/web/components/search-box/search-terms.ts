/**
 * The words of a search to highlight in results. The server reads q as a web search (quotes,
 * "or", "-word" to exclude), so operators and excluded words are dropped, and a plural "s" is
 * trimmed since the server's stemming matches "rate" for "rates".
 */
export function searchTerms(q: string): string[] {
  const words = q
    .split(/\s+/)
    .filter((word) => word !== '' && !word.startsWith('-'))
    .map((word) => word.replace(/^["'(]+|["'),.]+$/g, ''))
    .filter((word) => word.length >= 2 && word.toLowerCase() !== 'or')
    .map((word) => (word.length > 3 && /[^s]s$/i.test(word) ? word.slice(0, -1) : word));
  return [...new Set(words)];
}
