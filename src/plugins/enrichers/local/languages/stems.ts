// The one form a pack language's words are compared in: lower case, Snowball stem, accents off.
// Keywords, cue words and the text all go through it, so "acciones", "Acción" and "accion" meet.
import type { PackLanguage } from './pack.js';
import { stemOf } from './stemming.js';

const CACHE_LIMIT = 50_000;
const caches: Record<PackLanguage, Map<string, string>> = { es: new Map(), fr: new Map(), de: new Map() };
const MARKS = /\p{M}+/gu;

/** The word's stem with its diacritics folded ("récords" → "record"); cached, as every word of a text is stemmed. */
export function termOf(language: PackLanguage, word: string): string {
  const cache = caches[language];
  const cached = cache.get(word);
  if (cached !== undefined) return cached;
  const term = stemOf(language, word).normalize('NFD').replace(MARKS, '');
  if (cache.size < CACHE_LIMIT) cache.set(word, term);
  return term;
}
