// The lexicon's reading of a text: each bullish or bearish word or phrase of the pack gives <up>
// or <down>, turned around when negated; a rise or a fall next to a bad thing gives <bad_up>
// (inflation rising: bearish) or <bad_down> (unemployment falling: bullish); and a balance marker
// sums them up, so that "sube … pero cae" reads differently from "sube".
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

/** How far, in tokens, a bad thing may stand from the rise or fall that moves it ("la tasa de paro baja"). */
export const BAD_THING_REACH = 4;
/** How many words a German separable verb's particle may stand after its verb ("bricht am Montag um 5 % ein"). */
const PARTICLE_REACH = 6;

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

/** The lexicon's entries found in the text, longest first at each place, each token in one match at most. */
export function lexiconMatches(tokens: readonly Token[], lexicon: Lexicon): Match[] {
  const used = new Set<number>();
  const matches: Match[] = [];
  tokens.forEach((token, i) => {
    if (used.has(i)) return;
    for (const entry of lexicon.entries.get(token.stem) ?? []) {
      const positions = contiguous(tokens, i, entry.stems) ?? (lexicon.language === 'de' ? separated(tokens, i, entry.stems) : null);
      if (!positions || positions.some((p) => used.has(p))) continue;
      positions.forEach((p) => used.add(p));
      matches.push({ entry, positions });
      return;
    }
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

function distance(a: Match, b: Match): number {
  let best = Infinity;
  for (const p of a.positions) for (const q of b.positions) best = Math.min(best, Math.abs(p - q));
  return best;
}

/** The nearest bad thing a move stands beside in its clause, if any. */
function movedBadThing(move: Match, matches: readonly Match[], tokens: readonly Token[]): Match | undefined {
  const clause = tokens[move.positions[0] ?? 0]?.clause;
  const near = matches.filter(
    (m) => m !== move && m.entry.kinds.has('bad') && tokens[m.positions[0] ?? 0]?.clause === clause && distance(m, move) <= BAD_THING_REACH,
  );
  return near.sort((a, b) => distance(a, move) - distance(b, move))[0];
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

/** The lexicon markers of a text's tokens, the balance markers last. */
export function lexiconMarkers(tokens: readonly Token[], lexicon: Lexicon): Marker[] {
  const matches = lexiconMatches(tokens, lexicon).filter((m) => leaning(m.entry) !== 0 || m.entry.kinds.has('bad'));
  const movers = matches.filter((m) => leaning(m.entry) !== 0 && !m.entry.kinds.has('bad'));
  const badThings = new Map(movers.map((m) => [m, movedBadThing(m, matches, tokens)]));
  // A bad thing that something moves is read through that move ("las pérdidas caen" is good news).
  const moved = new Set(badThings.values());
  const markers = matches
    .filter((m) => leaning(m.entry) !== 0 && !moved.has(m))
    .map((m) => markerOf(m, tokens, badThings.get(m)));
  return [...markers, ...balance(markers)];
}
