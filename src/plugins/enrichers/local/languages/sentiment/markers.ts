// The lexicon's reading of a text: each bullish or bearish word or phrase of the pack gives <up>
// or <down>, turned around when negated; a rise or a fall next to a bad thing gives <bad_up>
// (inflation rising: bearish) or <bad_down> (unemployment falling: bullish); and a balance marker
// sums them up, so that "sube … pero cae" reads differently from "sube".
import type { Lexicon, LexiconEntry } from './lexicon.js';
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
  const down = kinds.has('bearish') || kinds.has('fall') ? 1 : 0;
  return up - down;
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
function isNegated(match: Match, tokens: readonly Token[]): boolean {
  if (!match.positions.some((p) => tokens[p]?.negated)) return false;
  if (!match.positions.some((p) => tokens[p]?.negator)) return true;
  const clause = tokens[match.positions[0] ?? 0]?.clause;
  return tokens.some((t, i) => t.negator && t.clause === clause && !match.positions.includes(i));
}

function markerOf(match: Match, tokens: readonly Token[], bad: Match | undefined): Marker {
  const negated = isNegated(match, tokens);
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
