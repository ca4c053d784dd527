// A language pack's sentiment words as the marker rules look them up: each word or phrase as its
// sequence of stems, so that the inflected forms the pack lists and the ones it does not share
// their stem ("dispararon" and "disparó"), and a phrase is found word by word.
import { libraryStopWords } from '../stemming.js';
import type { PackLanguage, SentimentWords } from '../pack.js';
import { type NegationWords, stemsOf } from './tokenize.js';

export type EntryKind = 'bullish' | 'bearish' | 'rise' | 'fall' | 'bad' | 'end';

export interface LexiconEntry {
  stems: readonly string[];
  /** The lists it is on: a word may be both bearish and a bad thing ("pérdidas"). */
  kinds: ReadonlySet<EntryKind>;
}

export interface Lexicon extends NegationWords {
  language: PackLanguage;
  /** Entries by their first stem, longest first, so that a phrase wins over its first word. */
  entries: ReadonlyMap<string, readonly LexiconEntry[]>;
}

const LISTS = { bullish: 'bullish', bearish: 'bearish', rises: 'rise', falls: 'fall', badThings: 'bad', ends: 'end' } as const;

/** The lexicon of a language from its pack's sentiment words. */
export function lexiconOf(language: PackLanguage, words: SentimentWords): Lexicon {
  const byKey = new Map<string, { stems: string[]; kinds: Set<EntryKind> }>();
  for (const [list, kind] of Object.entries(LISTS) as [keyof typeof LISTS, EntryKind][]) {
    for (const phrase of words[list] ?? []) {
      const stems = stemsOf(language, phrase);
      if (stems.length === 0) continue;
      const key = stems.join(' ');
      const entry = byKey.get(key) ?? { stems, kinds: new Set<EntryKind>() };
      entry.kinds.add(kind);
      byKey.set(key, entry);
    }
  }
  const entries = new Map<string, LexiconEntry[]>();
  for (const entry of byKey.values()) {
    const first = entry.stems[0] ?? '';
    entries.set(first, [...(entries.get(first) ?? []), entry].sort((a, b) => b.stems.length - a.stems.length));
  }
  const negators = words.negators.map((w) => stemsOf(language, w)).filter((stems) => stems.length > 0);
  return { language, negators, stopWords: new Set(libraryStopWords(language)), entries };
}
