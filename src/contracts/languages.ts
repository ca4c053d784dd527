import { z } from 'zod';

// Languages (docs/languages.md): ISO 639-1 codes, and "und" for a text too short to tell.

export const UNDETERMINED_LANGUAGE = 'und';
/** The most languages one filter or preference may name. */
export const MAX_LANGUAGES = 20;
const CODE = /^(?:[a-z]{2}|und)$/;

const names = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
const NAMEABLE = /^[a-z]{2,3}$/;

/** The English name of a language code ("ja" → "Japanese"); "an undetermined language" for "und" or a code no one knows. */
export function languageName(code: string): string {
  return (code !== UNDETERMINED_LANGUAGE && NAMEABLE.test(code) && names.of(code)) || 'an undetermined language';
}

/** What a news item says in place of a sentiment its enricher could not read. */
export function notAssessedNote(language: string): string {
  return `not assessed for ${languageName(language)}`;
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

const message = (field: string) => `${field} must be ISO 639-1 language codes such as en or es (or und), at most ${MAX_LANGUAGES}`;

function cleanCodes(list: readonly string[]): string[] {
  return [...new Set(list.map((code) => code.trim().toLowerCase()).filter((code) => code !== ''))].sort();
}

/** `language=es,EN` on a query: lower case, each once, sorted so equal filters share a cache entry. */
export const languageQuerySchema = z.string({ error: message('language') }).transform((raw, ctx) => {
  const codes = cleanCodes(raw.split(','));
  if (codes.length === 0 || codes.length > MAX_LANGUAGES || !codes.every((code) => CODE.test(code))) {
    ctx.addIssue({ code: 'custom', message: message('language') });
  }
  return codes;
});

/** A list of languages in a payload (the languages a member reads): [] means all. */
export const languageListSchema = (field: string) =>
  z
    .array(z.string({ error: message(field) }), { error: message(field) })
    .transform(cleanCodes)
    .refine((codes) => codes.length <= MAX_LANGUAGES && codes.every((code) => CODE.test(code)), message(field));
