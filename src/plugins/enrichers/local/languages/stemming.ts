// Stems and stop words of the pack languages, from two libraries (docs/languages.md): the Snowball
// stemmers of @orama/stemmers and the stop word lists of `stopword`. Both read lower-case words.
import { stemmer as germanStem } from '@orama/stemmers/german';
import { stemmer as frenchStem } from '@orama/stemmers/french';
import { stemmer as spanishStem } from '@orama/stemmers/spanish';
import { deu, fra, spa } from 'stopword';
import type { PackLanguage } from './pack.js';

const STEMMERS: Record<PackLanguage, (word: string) => string> = { es: spanishStem, fr: frenchStem, de: germanStem };
const STOP_WORDS: Record<PackLanguage, readonly string[]> = { es: spa, fr: fra, de: deu };

/** The Snowball stem of one word, lower-cased first (the German stemmer leaves capitals alone). */
export function stemOf(language: PackLanguage, word: string): string {
  return STEMMERS[language](word.toLowerCase());
}

/** The library's stop words for the language, lower case. */
export function libraryStopWords(language: PackLanguage): readonly string[] {
  return STOP_WORDS[language];
}
