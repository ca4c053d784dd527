// Which reading an article gets, from the language the host hands over (ArticleText.language).
import type { PackLanguage } from './pack.js';

/** A language the local enricher reads: English, or one it has a pack for. */
export type ReadLanguage = 'en' | PackLanguage;

const PACK_LANGUAGES: ReadonlySet<string> = new Set<PackLanguage>(['es', 'fr', 'de']);

/**
 * The language an article is read in: English for "en" and for "und" (too short to tell, and the feeds are
 * mostly English), a pack's for "es", "fr" and "de"; null for any other, whose text is not read at all.
 * A region ("es-MX") or capitals ("DE") are read as the bare code.
 */
export function readLanguageOf(language: string): ReadLanguage | null {
  const code = languageCode(language);
  if (code === 'en' || code === 'und' || code === '') return 'en';
  return PACK_LANGUAGES.has(code) ? (code as PackLanguage) : null;
}

/** The bare language code, lower case, letters only: "es-MX" → "es", "DE" → "de". */
export function languageCode(language: string): string {
  return (language.trim().toLowerCase().split(/[-_]/)[0] ?? '').replace(/[^a-z]/g, '');
}
