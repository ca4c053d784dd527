// Where the lexicon's words and phrases stand in a text: each entry as a run of stems, longest
// first, each token in one match at most; German separable verbs with their particle at the end
// of the clause, and German compounds by their parts.
import { stemOf } from '../stemming.js';
import type { Lexicon, LexiconEntry } from './lexicon.js';
import { CONJUNCTIONS, type Token } from './tokenize.js';

/** An entry of the lexicon found in the text, and the positions of its tokens. */
export interface Match {
  entry: LexiconEntry;
  positions: number[];
}

/** How many words a German separable verb's particle may stand after its verb ("hebt den Leitzins überraschend um einen halben Prozentpunkt an"). */
const PARTICLE_REACH = 9;
/** The shortest part of a German compound looked up on its own, in letters of the stem. */
const MIN_COMPOUND_PART = 4;

function contiguous(tokens: readonly Token[], i: number, stems: readonly string[]): number[] | null {
  const positions: number[] = [];
  for (let k = 0; k < stems.length; k++) {
    const token = tokens[i + k];
    if (!token || token.stem !== stems[k] || token.clause !== tokens[i]?.clause) return null;
    positions.push(i + k);
  }
  return positions;
}

// What may follow a particle in its clause: another statement ("zieht wieder an und liegt über den
// Erwartungen"), or a comparison ("bricht stärker ein als erwartet", "fiel deutlich geringer aus als befürchtet").
const AFTER_PARTICLE = new Set([...CONJUNCTIONS.de, 'oder', 'als', 'wie']);

/** "bricht … ein": all but the last stem in a row, the last one (the particle) ending the clause (or standing before a conjunction), a few words on. */
function separated(tokens: readonly Token[], i: number, stems: readonly string[]): number[] | null {
  if (stems.length < 2) return null;
  const head = contiguous(tokens, i, stems.slice(0, -1));
  if (!head) return null;
  const verb = i + head.length - 1;
  for (let at = verb + 1; at <= verb + PARTICLE_REACH && tokens[at]?.clause === tokens[i]?.clause; at++) {
    const next = tokens[at + 1];
    const ends = !next || next.clause !== tokens[i]?.clause || AFTER_PARTICLE.has(next.word);
    if (ends && tokens[at]?.stem === stems[stems.length - 1]) return [...head, at];
  }
  return null;
}

/**
 * A German compound ends in the word that says what it is: "Heizkosten" are costs,
 * "Ergebnisrückgang" a fall. Failing that, its first part may say it: "Krisengipfel", "Inflationsdaten".
 */
function compoundPart(stem: string, lexicon: Lexicon): LexiconEntry | undefined {
  const single = (part: string) => lexicon.entries.get(part)?.find((e) => e.stems.length === 1);
  for (let k = MIN_COMPOUND_PART; k <= stem.length - MIN_COMPOUND_PART; k++) {
    const head = single(stem.slice(k));
    if (head) return movedBad(stem, stem.slice(0, k), head, single) ?? head;
  }
  for (let k = stem.length - MIN_COMPOUND_PART; k >= MIN_COMPOUND_PART; k--) {
    const first = single(stem.slice(0, k));
    if (first && !first.kinds.has('rise') && !first.kinds.has('fall')) return first;
  }
  return undefined;
}

/**
 * A bad thing's rise or fall in one word: "Verlustanstieg" is bearish, "Leitzinssenkung" and
 * "Kostenrückgang" bullish. The first part is read with or without its linking "s" ("Zinsanstieg", "Inflationsrückgang").
 */
function movedBad(stem: string, first: string, head: LexiconEntry, single: (part: string) => LexiconEntry | undefined): LexiconEntry | undefined {
  const rise = head.kinds.has('rise');
  if ((!rise && !head.kinds.has('fall')) || head.kinds.has('bad')) return undefined;
  const forms = [first, first.endsWith('s') ? first.slice(0, -1) : first, stemOf('de', first)];
  if (!forms.some((form) => single(form)?.kinds.has('bad'))) return undefined;
  return { stems: [stem], kinds: new Set([rise ? 'bearish' : 'bullish']) };
}

/** The lexicon's entries found in the text, longest first at each place, each token in one match at most. */
export function lexiconMatches(tokens: readonly Token[], lexicon: Lexicon): Match[] {
  const german = lexicon.language === 'de';
  const used = new Set<number>();
  const matches: Match[] = [];
  tokens.forEach((token, i) => {
    if (used.has(i)) return;
    for (const entry of lexicon.entries.get(token.stem) ?? []) {
      const positions = contiguous(tokens, i, entry.stems) ?? (german ? separated(tokens, i, entry.stems) : null);
      if (!positions || positions.some((p) => used.has(p))) continue;
      positions.forEach((p) => used.add(p));
      matches.push({ entry, positions });
      return;
    }
    const head = german ? compoundPart(token.stem, lexicon) : undefined;
    if (head) matches.push({ entry: head, positions: [i] });
  });
  return matches;
}
