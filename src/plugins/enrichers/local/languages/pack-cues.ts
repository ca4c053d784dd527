// Cue words in a pack language: "acciones de Apple", "l'action Tesla", "Aktien von Nvidia", "le
// bitcoin". Asset names are the same in every language; the words around them are not. A name that
// is also a word counts with a cue of the pack or an English one (finance copy borrows "Nasdaq", "token").
import type { Asset } from '../../../sdk/index.js';
import { type CueTest, cueWindow, hasCue } from '../ticker-cues.js';
import type { LanguagePack } from './pack.js';
import { packTokens } from './pack-tokens.js';
import { termOf } from './stems.js';

/** A cue as terms: a single word as it is ("le"), a phrase less its stop words ("chiffre d'affaires" → chiffr, affair). */
function termsOfCue(pack: LanguagePack, stopWords: ReadonlySet<string>, cue: string): string[] {
  const tokens = packTokens(cue);
  const words = tokens.length > 1 ? tokens.filter((t) => !stopWords.has(t.lower)) : tokens;
  return words.map((t) => termOf(pack.code, t.lower));
}

/** Each kind's cue words as terms. */
function cueTerms(pack: LanguagePack, stopWords: ReadonlySet<string>): Record<Asset['kind'], ReadonlySet<string>> {
  const termsOf = (kind: Asset['kind']) => new Set(pack.tickerCues[kind].flatMap((cue) => termsOfCue(pack, stopWords, cue)));
  return { crypto: termsOf('crypto'), equity: termsOf('equity'), fund: termsOf('fund'), index: termsOf('index'), currency: termsOf('currency') };
}

/** The cue test of the pack's language: a cue of the pack or of English within reach of the name. */
export function packCueTest(pack: LanguagePack, stopWords: ReadonlySet<string>): CueTest {
  const cues = cueTerms(pack, stopWords);
  return (kind, words, from, to) =>
    hasCue(kind, words, from, to) || cueWindow(words, from, to).some((word) => cues[kind].has(termOf(pack.code, word)));
}
