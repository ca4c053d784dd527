// The lexicon's reading of a text: each bullish or bearish word or phrase of the pack gives <up>
// or <down>, turned around when negated; a rise or a fall next to a bad thing gives <bad_up>
// (inflation rising: bearish) or <bad_down> (unemployment falling: bullish); and a balance marker
// sums them up, so that "sube … pero cae" reads differently from "sube".
import type { PackLanguage } from '../pack.js';
import type { EntryKind, Lexicon, LexiconEntry } from './lexicon.js';
import { lexiconMatches, type Match } from './matches.js';
import { movedBadThing, movesAt } from './moves.js';
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

/** +1 for a rise or a bullish word, −1 for a fall or a bearish one, 0 for neither (or both). */
function leaning(entry: LexiconEntry): number {
  const { kinds } = entry;
  const up = kinds.has('bullish') || kinds.has('rise') ? 1 : 0;
  const down = kinds.has('bearish') || kinds.has('fall') || kinds.has('end') ? 1 : 0;
  return up - down;
}

/** An ending alone ("beendet"), which reads only through the bad thing it ends. */
function onlyEnds(entry: LexiconEntry): boolean {
  return entry.kinds.size === 1 && entry.kinds.has('end');
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

/**
 * Whether a negation turns the match around. A phrase that holds its own negator ("Gewinnschwelle
 * nicht", "nicht so schlimm wie befürchtet") already says which way it reads: only a negator
 * outside it turns it ("n'en finit pas de baisser", where "finit pas de baisser" is listed as a rise).
 */
function isNegatedByNegator(match: Match, tokens: readonly Token[]): boolean {
  if (!match.positions.some((p) => tokens[p]?.negated)) return false;
  if (!match.positions.some((p) => tokens[p]?.negator)) return true;
  const clause = tokens[match.positions[0] ?? 0]?.clause;
  return tokens.some((t, i) => t.negator && t.clause === clause && !match.positions.includes(i));
}

/** Whether a comparison after the match turns it ("schrumpft weniger stark als erwartet"); a phrase holding the comparison ("verdient weniger als") is not turned by it. */
function isTurned(match: Match, tokens: readonly Token[]): boolean {
  return match.positions.some((p) => tokens[p]?.turned) && !match.positions.some((p) => tokens[p]?.comparison);
}

function isNegated(match: Match, tokens: readonly Token[]): boolean {
  return isNegatedByNegator(match, tokens) !== isTurned(match, tokens);
}

/**
 * A comparison that turned what stands before it is no move or marker of its own ("weniger" in
 * "schrumpft weniger stark als erwartet"); with nothing to turn it reads on its own ("die Zahlen sind schwächer als erwartet").
 */
function withoutSpentComparisons(matches: readonly Match[], tokens: readonly Token[]): Match[] {
  const turnedStarts = matches.filter((m) => isTurned(m, tokens)).map((m) => m.positions[0] ?? 0);
  return matches.filter((m) => {
    const first = m.positions[0] ?? 0;
    return !(tokens[first]?.comparison && turnedStarts.some((start) => start < first));
  });
}

// A concession does not decide, the main clause does: "obwohl die Kosten steigen, erhöht der
// Konzern seine Prognose", "der Umsatz steigt zwar, aber der Gewinn bricht ein", "trotz höherer
// Umsätze schreibt der Konzern rote Zahlen". German only for now.
const CONCEDING: Partial<Record<PackLanguage, ReadonlySet<string>>> = { de: new Set(['obwohl', 'obgleich', 'obschon', 'wenngleich', 'wiewohl']) };
const ZWAR: Partial<Record<PackLanguage, string>> = { de: 'zwar' };
const BUT: ReadonlySet<string> = new Set(['aber', 'doch', 'jedoch']);
const DESPITE: Partial<Record<PackLanguage, ReadonlySet<string>>> = { de: new Set(['trotz', 'ungeachtet']) };
/** How many words after "trotz" its noun (the first capitalised word) may stand. */
const DESPITE_REACH = 4;

/** "trotz" and its words up to the noun it governs ("trotz eines Rekordumsatzes", "trotz höherer Umsätze"). */
function despitePhrase(tokens: readonly Token[], i: number, conceded: Set<number>): void {
  for (let j = i + 1; j <= i + DESPITE_REACH && tokens[j]?.clause === tokens[i]?.clause; j++) {
    if (!tokens[j]?.capital) continue;
    for (let k = i; k <= j; k++) conceded.add(k);
    return;
  }
}

/** The positions of the words a concession holds: a clause opened by "obwohl", the words of a clause with "zwar" before its "aber", a "trotz" phrase. */
function concededPositions(tokens: readonly Token[], language: PackLanguage): Set<number> {
  const conceded = new Set<number>();
  const opening = CONCEDING[language];
  const zwar = ZWAR[language];
  tokens.forEach((token, i) => {
    if (DESPITE[language]?.has(token.word)) despitePhrase(tokens, i, conceded);
    const startsClause = i === 0 || tokens[i - 1]?.clause !== token.clause;
    const opens = startsClause && opening?.has(token.word);
    if (!opens && token.word !== zwar) return;
    let start = i;
    while (start > 0 && tokens[start - 1]?.clause === token.clause) start -= 1;
    for (let j = start; j < tokens.length && tokens[j]?.clause === token.clause && !BUT.has(tokens[j]?.word ?? ''); j++) conceded.add(j);
  });
  return conceded;
}

/** A marker in a concession reads no way: named apart, it is left out of the balance and gives no reason. */
function conceded(marker: Marker, positions: ReadonlySet<number>): Marker {
  if (marker.direction === 0 || !marker.origins.every((p) => positions.has(p))) return marker;
  return { name: `<conceded_${marker.direction > 0 ? 'up' : 'down'}>`, origins: marker.origins, direction: 0 };
}

function markerOf(match: Match, tokens: readonly Token[], bad: Match | undefined): Marker {
  const negated = isNegated(match, tokens);
  const up = leaning(match.entry) > 0 !== negated;
  if (!bad) return { name: up ? '<up>' : '<down>', origins: match.positions, direction: up ? 1 : -1 };
  const origins = [...bad.positions, ...match.positions].sort((a, b) => a - b);
  // A good thing ended ("beendet seine Rekordjagd") reads bearish.
  const good = bad.entry.kinds.has('bullish') && !bad.entry.kinds.has('bad');
  if (good) return { name: up ? '<up>' : '<down>', origins, direction: up ? 1 : -1 };
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
    const negated = isNegated(move, tokens);
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
  const found = lexiconMatches(tokens, lexicon).filter((m) => leaning(m.entry) !== 0 || m.entry.kinds.has('bad'));
  const matches = withoutSpentComparisons(found, tokens);
  const moves = (m: Match) => ['rise', 'fall', 'end'].some((kind) => m.entry.kinds.has(kind as EntryKind));
  const movers = matches.filter((m) => moves(m) && !m.entry.kinds.has('bad'));
  const badThings = new Map(movers.map((m) => [m, movedBadThing(m, matches, tokens, lexicon.language)]));
  // A bad thing that something moves is read through that move ("las pérdidas caen" is good news).
  const moved = new Set(badThings.values());
  const concession = concededPositions(tokens, lexicon.language);
  const markers = matches
    .filter((m) => leaning(m.entry) !== 0 && !moved.has(m) && !(onlyEnds(m.entry) && !badThings.get(m)))
    .map((m) => conceded(markerOf(m, tokens, badThings.get(m)), concession));
  const plain = movers.filter((m) => !badThings.get(m));
  const used = new Set(matches.flatMap((m) => m.positions));
  return { markers: [...markers, ...balance(markers)], moved: movedTerms(tokens, plain, lexicon, used) };
}
