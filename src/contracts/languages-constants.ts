// Language codes and names without zod, so the web app's first load can name languages
// (docs/languages.md): ISO 639-1 codes, and "und" for a text too short to tell.

export const UNDETERMINED_LANGUAGE = 'und';
/** The most languages one filter or preference may name. */
export const MAX_LANGUAGES = 20;

const names = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
const NAMEABLE = /^[a-z]{2,3}$/;

/** An ISO 639-1 code a reader can be named ("xx" has the shape but names no language), or "und". */
export function isLanguageCode(code: string): boolean {
  return code === UNDETERMINED_LANGUAGE || (/^[a-z]{2}$/.test(code) && names.of(code) !== undefined);
}

/**
 * A retired ISO 639-1 code's successor ("iw" → "he", "in" → "id", "ji" → "yi", "mo" → "ro"), any
 * other code as it is: CLDR's aliases, which ingestion reads a feed's declaration with too, so
 * articles are stored under the code a filter or preference then names. Older software still
 * sends the retired ones (Java's Locale said "iw" until JDK 17), and refusing them would break it
 * for no gain. Only a two-letter successor counts: CLDR's "tl" → "fil" is no ISO 639-1 code.
 */
export function currentLanguageCode(code: string): string {
  if (!/^[a-z]{2}$/.test(code)) return code;
  const successor = new Intl.Locale(code).language;
  return /^[a-z]{2}$/.test(successor) ? successor : code;
}

/** The English name of a language code ("ja" → "Japanese"); "an undetermined language" for "und" or a code no one knows. */
export function languageName(code: string): string {
  return (code !== UNDETERMINED_LANGUAGE && NAMEABLE.test(code) && names.of(code)) || 'an undetermined language';
}

/**
 * Whether an article is in a language the member does not read (null: they read all). Text too
 * short to tell ("und") is always read: hiding it would hide short headlines.
 */
export function unreadTest(languages: readonly string[]): ((article: { language: string }) => boolean) | null {
  if (languages.length === 0) return null;
  const read = new Set(languages);
  return (article) => article.language !== UNDETERMINED_LANGUAGE && !read.has(article.language);
}
