// How the local enricher reads the text of an article, per language: its words, their normal form,
// its topic keywords, the cue words around asset names and its sentences. English is read as it
// always was; Spanish, French and German with their packs; any other language not at all.
import { type ClauseWords, ENGLISH_CLAUSES } from '../clauses.js';
import { type EventTables, eventTables } from '../scores/events.js';
import { type SentenceRules, ENGLISH_SENTENCES } from '../sentences.js';
import { PACK_CLAUSES } from './clause-words.js';
import { singular } from '../term-bag.js';
import { type CueTest, hasCue } from '../ticker-cues.js';
import type { TickerIndex } from '../ticker-index.js';
import { type TopicKeywords, topicKeywords } from '../topics.js';
import { type WordToken, wordTokens } from '../word-tokens.js';
import { withoutGenitives } from './german-genitive.js';
import type { PackLanguage } from './pack.js';
import { packCueTest } from './pack-cues.js';
import { packMoveFinder } from './pack-moves.js';
import { packSentenceRules, packStopWords } from './pack-sentences.js';
import { packTokens } from './pack-tokens.js';
import { PACK_EVENTS, PACKS } from './packs.js';
import type { ArticleText } from '../../../sdk/index.js';
import { type ReadLanguage, readLanguageOf } from './routing.js';
import { termOf } from './stems.js';

export interface TextReading {
  language: ReadLanguage;
  tokens: (text: string) => WordToken[];
  /** A lower-case word in the form the term bags and keyword lists meet in. */
  normalForm: (lower: string) => string;
  /** The topic keywords; none for English, whose own scoreTopics holds. */
  topics?: TopicKeywords;
  cues: CueTest;
  sentences: SentenceRules;
  /** The signed percentage moves a text reports; none for English, whose own the scores hold. */
  moves?: (text: string) => number[];
  /** Its event and size words, in the normal form; English's are scores/events.ts's own. */
  events?: EventTables;
  /** Where its sentences split into clauses, for each asset's own sentiment. */
  clauses: ClauseWords;
  /** Inflected asset names read as the names (German's genitive); the index says which words are names. */
  nameForms?: (tokens: WordToken[], index: TickerIndex) => WordToken[];
}

const ENGLISH: TextReading = { language: 'en', tokens: wordTokens, normalForm: singular, cues: hasCue, sentences: ENGLISH_SENTENCES, clauses: ENGLISH_CLAUSES };

function packReading(language: PackLanguage): TextReading {
  const pack = PACKS[language];
  const normalForm = (lower: string) => termOf(language, lower);
  const phrase = (keyword: string) => packTokens(keyword).map((t) => normalForm(t.lower)).join(' ');
  return {
    language,
    tokens: packTokens,
    normalForm,
    topics: topicKeywords(pack.topicKeywords, phrase, true),
    cues: packCueTest(pack, packStopWords(pack)),
    sentences: packSentenceRules(pack),
    moves: packMoveFinder(pack),
    events: eventTables(PACK_EVENTS[language], phrase),
    clauses: PACK_CLAUSES[language],
    ...(language === 'de' ? { nameForms: withoutGenitives } : {}),
  };
}

// Each pack's reading is built on its first article, once per process.
const packReadings = new Map<PackLanguage, TextReading>();

/** How to read an article (its language, title and text); null for a language the enricher cannot read. */
export function readingFor(article: Pick<ArticleText, 'language' | 'title' | 'text'>): TextReading | null {
  const read = readLanguageOf(article);
  if (read === null) return null;
  if (read === 'en') return ENGLISH;
  let reading = packReadings.get(read);
  if (!reading) packReadings.set(read, (reading = packReading(read)));
  return reading;
}
