// Zod-free, for the web app's first load too.

/**
 * C0 and C1 controls (a bell, an escape starting a terminal colour, a line break), Unicode's own
 * line and paragraph separators (U+2028, U+2029), and the bidi embeddings, overrides and isolates
 * (U+202A–U+202E, U+2066–U+2069): a name holding one reads differently from what was typed
 * wherever it is shown or sent (a notice, a Telegram or Slack message, an e-mail subject, a log
 * line); an override turns "txt.exe" into "exe.txt".
 */
const CONTROL_CHARACTERS = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

/** Whether a name or label holds a character that changes how the text around it is shown. */
export function hasControlCharacters(text: string): boolean {
  return CONTROL_CHARACTERS.test(text);
}
