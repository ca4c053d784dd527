/**
 * How deep JSON from outside may nest. Real answers and request bodies stay under ten levels; a
 * hostile text of a few hundred kilobytes can nest a hundred thousand, and every walk over such a
 * value (ours, zod's, JSON.stringify's) would recurse that deep.
 */
export const MAX_JSON_DEPTH = 32;

const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Whether JSON text nests arrays and objects deeper than `maxDepth`: one pass over the text that
 * counts brackets outside strings, so it costs no recursion and no memory whatever the text holds.
 * It judges depth only; whether the text is valid JSON is JSON.parse's business.
 */
export function jsonNestsDeeperThan(text: string, maxDepth = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_ARRAY || code === OPEN_OBJECT) {
      depth += 1;
      if (depth > maxDepth) return true;
    } else if (code === CLOSE_ARRAY || code === CLOSE_OBJECT) {
      depth -= 1;
    }
  }
  return false;
}

/**
 * JSON.parse for text from outside (a service's answer, an uploaded file): text nested deeper than
 * MAX_JSON_DEPTH is refused before it is parsed, with the SyntaxError JSON.parse throws for bad
 * text, so a caller's one catch covers both.
 */
export function parseUntrustedJson(text: string): unknown {
  if (jsonNestsDeeperThan(text)) throw new SyntaxError(`JSON nested deeper than ${MAX_JSON_DEPTH} levels`);
  return JSON.parse(text) as unknown;
}
