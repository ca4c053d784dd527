// The lexicon's reading of a text: each bullish or bearish word or phrase of the pack gives <up>
// or <down>, turned around when negated; a rise or a fall next to a bad thing gives <bad_up>
// (inflation rising: bearish) or <bad_down> (unemployment falling: bullish); and a balance marker
// sums them up, so that "sube … pero cae" reads differently from "sube".
import type { PackLanguage } from '../pack.js';
import type { Lexicon, LexiconEntry } from './lexicon.js';
import type { Token } from './tokenize.js';

/** A lexicon marker, the positions of the tokens it was read from, and which way it reads (+1 bullish, −1 bearish, 0 both). */
export interface Marker {
  name: string;
  origins: readonly number[];
  direction: 1 | 0 | -1;
}

const BALANCE = new Set(['<net_up>', '<net_down>', '<mixed>']);

/** A marker that sums the others up rather than reading words of its own. */
export function isBalance(marker: Marker): boolean {
  return BALANCE.has(marker.name);
}

interface Match {
  entry: LexiconEntry;
  positions: number[];
}

/** How far, in tokens, a bad thing may stand before the rise or fall that moves it (German puts the participle last: "die Zahl der Insolvenzen ist im Handel um ein Fünftel gesunken")… */
const BAD_THING_BEFORE = 12;
/** …and after it ("la subida de la inflación"). */
const BAD_THING_AFTER = 3;
/** How many words a German separable verb's particle may stand after its verb ("bricht am Montag um 5 % ein"). */
const PARTICLE_REACH = 6;
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

/** "bricht … ein": all but the last stem in a row, the last one (the particle) ending the clause, a few words on. */
function separated(tokens: readonly Token[], i: number, stems: readonly string[]): number[] | null {
  if (stems.length < 2) return null;
  const head = contiguous(tokens, i, stems.slice(0, -1));
  if (!head) return null;
  const verb = i + head.length - 1;
  let last = verb;
  while (tokens[last + 1]?.clause === tokens[i]?.clause) last += 1;
  const particle = tokens[last]?.stem === stems[stems.length - 1];
  return particle && last > verb && last - verb <= PARTICLE_REACH ? [...head, last] : null;
}

/**
 * A German compound ends in the word that says what it is: "Heizkosten" are costs,
 * "Ergebnisrückgang" a fall. Failing that, its first part may say it: "Krisengipfel", "Inflationsdaten".
 */
function compoundPart(stem: string, lexicon: Lexicon): LexiconEntry | undefined {
  const single = (part: string) => lexicon.entries.get(part)?.find((e) => e.stems.length === 1);
  for (let k = MIN_COMPOUND_PART; k <= stem.length - MIN_COMPOUND_PART; k++) {
    const head = single(stem.slice(k));
    if (head) return head;
  }
  for (let k = stem.length - MIN_COMPOUND_PART; k >= MIN_COMPOUND_PART; k--) {
    const first = single(stem.slice(0, k));
    if (first && !first.kinds.has('rise') && !first.kinds.has('fall')) return first;
  }
  return undefined;
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

/** +1 for a rise or a bullish word, −1 for a fall or a bearish one, 0 for neither (or both). */
function leaning(entry: LexiconEntry): number {
  const { kinds } = entry;
  const up = kinds.has('bullish') || kinds.has('rise') ? 1 : 0;
  const down = kinds.has('bearish') || kinds.has('fall') ? 1 : 0;
  return up - down;
}

// The small words that tie a move to what follows it: "la subida de la inflación", "la hausse du
// chômage", "steigt die Inflation" (and the determiners below: "réduit sa dette"). Any other word
// between ("fällt nach dem Verlust") means the bad thing is not what moved.
const LINKS: Record<PackLanguage, ReadonlySet<string>> = {
  es: new Set(['de', 'del', 'la', 'el', 'los', 'las']),
  fr: new Set(['de', 'du', 'des', 'd', 'la', 'le', 'les', 'l']),
  de: new Set(['der', 'des', 'die', 'das', 'den', 'einer', 'eines']),
};

// Determiners: a move after one is a noun ("une chute", "la subida", "der Anstieg"), and what it
// moves follows it ("une chute de l'ether"), whatever bad thing stands before ("le piratage provoque une chute").
const DETERMINERS: Record<PackLanguage, ReadonlySet<string>> = {
  es: new Set(['el', 'la', 'los', 'las', 'un', 'una', 'su', 'sus', 'del']),
  fr: new Set(['le', 'la', 'les', 'l', 'un', 'une', 'sa', 'son', 'ses', 'leur', 'leurs', 'du', 'des']),
  de: new Set(['der', 'die', 'das', 'den', 'dem', 'des', 'ein', 'eine', 'einen', 'einem', 'einer', 'eines']),
};

/** Whether the words from `at` to `end` are what the move moves: the subject of a verb a few words before, or tied to it right after. */
function movesAt(move: Match, at: number, end: number, tokens: readonly Token[], language: PackLanguage): boolean {
  const first = move.positions[0] ?? 0;
  const last = move.positions[move.positions.length - 1] ?? 0;
  if (tokens[at]?.clause !== tokens[first]?.clause) return false;
  if (at < first) {
    const noun = DETERMINERS[language].has(tokens[first - 1]?.word ?? '');
    return !noun && first - end <= BAD_THING_BEFORE;
  }
  const small = (t: Token) => LINKS[language].has(t.word) || DETERMINERS[language].has(t.word);
  return at > last && at - last <= BAD_THING_AFTER && tokens.slice(last + 1, at).every(small);
}

function moves(move: Match, bad: Match, tokens: readonly Token[], language: PackLanguage): boolean {
  return movesAt(move, bad.positions[0] ?? 0, bad.positions[bad.positions.length - 1] ?? 0, tokens, language);
}

/** The nearest bad thing a move moves, if any. */
function movedBadThing(move: Match, matches: readonly Match[], tokens: readonly Token[], language: PackLanguage): Match | undefined {
  const gap = (m: Match) => Math.abs((m.positions[0] ?? 0) - (move.positions[0] ?? 0));
  const moved = matches.filter((m) => m !== move && m.entry.kinds.has('bad') && moves(move, m, tokens, language));
  return moved.sort((a, b) => gap(a) - gap(b))[0];
}

function balance(markers: readonly Marker[]): Marker[] {
  const up = markers.filter((m) => m.direction > 0);
  const down = markers.filter((m) => m.direction < 0);
  const out: Marker[] = [];
  if (up.length > down.length) out.push({ name: '<net_up>', origins: up.flatMap((m) => m.origins), direction: 1 });
  if (down.length > up.length) out.push({ name: '<net_down>', origins: down.flatMap((m) => m.origins), direction: -1 });
  if (up.length > 0 && down.length > 0) out.push({ name: '<mixed>', origins: [], direction: 0 });
  return out;
}

function markerOf(match: Match, tokens: readonly Token[], bad: Match | undefined): Marker {
  const negated = match.positions.some((p) => tokens[p]?.negated);
  const up = leaning(match.entry) > 0 !== negated;
  if (!bad) return { name: up ? '<up>' : '<down>', origins: match.positions, direction: up ? 1 : -1 };
  const origins = [...bad.positions, ...match.positions].sort((a, b) => a - b);
  return { name: up ? '<bad_up>' : '<bad_down>', origins, direction: up ? -1 : 1 };
}

/**
 * What each plain move (no bad thing of the pack beside it) moves, as "up~<stem>" or
 * "down~<stem>" for each content word it may move: the model learns from them the bad things the
 * pack does not list ("relève ses taux" reads bearish once "up~taux" has been seen in bearish news).
 */
function movedTerms(tokens: readonly Token[], plain: readonly Match[], lexicon: Lexicon, used: ReadonlySet<number>): string[] {
  const terms: string[] = [];
  for (const move of plain) {
    const negated = move.positions.some((p) => tokens[p]?.negated);
    const dir = leaning(move.entry) > 0 !== negated ? 'up' : 'down';
    tokens.forEach((t, i) => {
      if (used.has(i) || t.stem.startsWith('<') || lexicon.stopWords.has(t.word)) return;
      if (movesAt(move, i, i, tokens, lexicon.language)) terms.push(`${dir}~${t.stem}`);
    });
  }
  return terms;
}

/** The lexicon markers of a text's tokens (the balance markers last) and the terms its moves move. */
export function readLexicon(tokens: readonly Token[], lexicon: Lexicon): { markers: Marker[]; moved: string[] } {
  const matches = lexiconMatches(tokens, lexicon).filter((m) => leaning(m.entry) !== 0 || m.entry.kinds.has('bad'));
  const movers = matches.filter((m) => (m.entry.kinds.has('rise') || m.entry.kinds.has('fall')) && !m.entry.kinds.has('bad'));
  const badThings = new Map(movers.map((m) => [m, movedBadThing(m, matches, tokens, lexicon.language)]));
  // A bad thing that something moves is read through that move ("las pérdidas caen" is good news).
  const moved = new Set(badThings.values());
  const markers = matches
    .filter((m) => leaning(m.entry) !== 0 && !moved.has(m))
    .map((m) => markerOf(m, tokens, badThings.get(m)));
  const plain = movers.filter((m) => !badThings.get(m));
  const used = new Set(matches.flatMap((m) => m.positions));
  return { markers: [...markers, ...balance(markers)], moved: movedTerms(tokens, plain, lexicon, used) };
}
