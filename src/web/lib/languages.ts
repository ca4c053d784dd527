import { languageName, UNDETERMINED_LANGUAGE } from '../../contracts/languages-constants';

/** The languages offered in Preferences (docs/product.md#personalised-feed-page): those the news most often comes in. */
export const OFFERED_LANGUAGES = ['en', 'es', 'fr', 'de', 'it', 'pt', 'nl', 'ja', 'zh', 'ru', 'ar', 'ko', 'tr', 'pl'] as const;

const UNKNOWN = languageName(UNDETERMINED_LANGUAGE);

/** A language's English name for a label ("Spanish"); "Undetermined" for "und", and the code itself when it names none. */
export function languageLabel(code: string): string {
  if (code === UNDETERMINED_LANGUAGE) return 'Undetermined';
  const name = languageName(code);
  return name === UNKNOWN ? code : name;
}

/** The choices of a language picker, by name: the offered languages and any other already chosen. */
export function languageOptions(chosen: readonly string[]): { value: string; label: string }[] {
  const codes = [...new Set([...OFFERED_LANGUAGES, ...chosen])];
  return codes.map((code) => ({ value: code, label: languageLabel(code) })).sort((a, b) => a.label.localeCompare(b.label));
}
