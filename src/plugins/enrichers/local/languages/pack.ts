// What the local enricher knows of one language besides English (docs/languages.md): the words
// each part reads, written by us as data, one folder per language (`es/`, `fr/`, `de/`). Words and
// phrases are written as a text has them, in lower case, inflected or not: the code folds accents'
// case and stems each word with the language's Snowball stemmer before comparing.
import type { Asset } from '../../../sdk/index.js';
import type { EventKind } from '../scores/events.js';
import type { RuleTopic } from '../topic-keywords.js';

export type PackLanguage = 'es' | 'fr' | 'de';

export interface SentimentWords {
  /** Words that turn the next few words around ("no", "sin"; "ne", "pas", "sans"; "nicht", "kein"). */
  negators: readonly string[];
  /** Words and phrases that read bullish on their own ("se dispara", "récord", "bondit", "Rekordhoch"). */
  bullish: readonly string[];
  /** Words and phrases that read bearish on their own ("se desploma", "quiebra", "chute", "Einbruch"). */
  bearish: readonly string[];
  /** Movement up and down, read against what moves ("sube", "cae"; "hausse", "baisse"; "steigt", "fällt"). */
  rises: readonly string[];
  falls: readonly string[];
  /** Things bad when they rise and good when they fall (inflation, unemployment, losses, debt, layoffs). */
  badThings: readonly string[];
  /**
   * Words that end or avert what they govern ("beendet", "entgeht", "bleibt erspart"): a bad thing
   * ended is good news, like one that falls; anything else ended reads no way on its own.
   */
  ends?: readonly string[];
}

export interface LanguagePack {
  code: PackLanguage;
  /** Function words the summary's term graph leaves out, besides the stopword library's list for the language. */
  stopWords: readonly string[];
  /** Words near an asset's name that show it means the asset ("acciones de Apple", "l'action Tesla", "Aktien von Nvidia"). */
  tickerCues: Record<Asset['kind'], readonly string[]>;
  /** Keywords per topic, as in ../topic-keywords.ts for English. */
  topicKeywords: Record<RuleTopic, readonly string[]>;
  sentiment: SentimentWords;
}

/** The kinds of news that move prices, and words of size ("récord", "Rekordhoch"), as ../scores/events.ts has them for English. */
export interface EventWords {
  events: Record<EventKind, readonly string[]>;
  magnitude: readonly string[];
}
