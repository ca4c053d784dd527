import { z } from 'zod';
import { currentLanguageCode, isLanguageCode, languageName, MAX_LANGUAGES, UNDETERMINED_LANGUAGE, unreadTest } from './languages-constants.js';

export { languageName, MAX_LANGUAGES, UNDETERMINED_LANGUAGE, unreadTest };

// Languages (docs/languages.md): ISO 639-1 codes, and "und" for a text too short to tell.

/** What a news item says in place of a sentiment its enricher could not read. */
export function notAssessedNote(language: string): string {
  return `not assessed for ${languageName(language)}`;
}

const message = (field: string) => `${field} must be ISO 639-1 language codes such as en or es (or und), at most ${MAX_LANGUAGES}`;

/** Lower case, a retired code as its successor (`iw` is `he`), each once, sorted. */
function cleanCodes(list: readonly string[]): string[] {
  return [...new Set(list.map((code) => currentLanguageCode(code.trim().toLowerCase())).filter((code) => code !== ''))].sort();
}

/** `language=es,EN` on a query: lower case, each once, sorted so equal filters share a cache entry. */
export const languageQuerySchema = z
  .string({ error: message('language') })
  .describe(`ISO 639-1 codes such as en or de, comma separated, at most ${MAX_LANGUAGES}; und for text too short to tell`)
  .transform((raw, ctx) => {
    const codes = cleanCodes(raw.split(','));
    if (codes.length === 0 || codes.length > MAX_LANGUAGES || !codes.every(isLanguageCode)) {
      ctx.addIssue({ code: 'custom', message: message('language') });
    }
    return codes;
  });

/** A list of languages in a payload (the languages a member reads): [] means all. */
export const languageListSchema = (field: string) =>
  z
    .array(z.string({ error: message(field) }), { error: message(field) })
    .transform(cleanCodes)
    .refine((codes) => codes.length <= MAX_LANGUAGES && codes.every(isLanguageCode), message(field));
