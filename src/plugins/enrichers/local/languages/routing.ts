// Which reading an article gets, from the language the host hands over (ArticleText.language).
import type { ArticleText } from '../../../sdk/index.js';
import type { PackLanguage } from './pack.js';

/** A language the local enricher reads: English, or one it has a pack for. */
export type ReadLanguage = 'en' | PackLanguage;

const PACK_LANGUAGES: ReadonlySet<string> = new Set<PackLanguage>(['es', 'fr', 'de']);

const LETTER = /\p{L}/gu;
const LATIN_LETTER = /\p{Script=Latin}/gu;

/** Whether most of a text's letters are Latin ones; a text without letters counts as Latin. */
function mostlyLatin(text: string): boolean {
  const letters = text.match(LETTER)?.length ?? 0;
  return (text.match(LATIN_LETTER)?.length ?? 0) * 2 >= letters;
}

/**
 * The language an article (its title and text) is read in: English for "en", a pack's for "es",
 * "fr" and "de"; null for any other, whose text is not read at all. "und" (too short to tell) is
 * read as English when its letters are mostly Latin: such a text is almost always a short headline
 * with a ticker. In another script ("Рубль рухнул на 7%") the English model knows none of its
 * words and read it bullish or neutral, with no reason given: it is not read either.
 * A region ("es-MX") or capitals ("DE") are read as the bare code.
 */
export function readLanguageOf({ language, title, text }: Pick<ArticleText, 'language' | 'title' | 'text'>): ReadLanguage | null {
  const code = languageCode(language);
  if (code === 'en') return 'en';
  if (code === 'und' || code === '') return mostlyLatin(`${title} ${text}`) ? 'en' : null;
  return PACK_LANGUAGES.has(code) ? (code as PackLanguage) : null;
}

/** The bare language code, lower case, letters only: "es-MX" → "es", "DE" → "de". */
export function languageCode(language: string): string {
  return (language.trim().toLowerCase().split(/[-_]/)[0] ?? '').replace(/[^a-z]/g, '');
}
