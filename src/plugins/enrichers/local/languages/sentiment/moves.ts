// Which bad thing a rise or a fall moves, if any: "la inflación se dispara" is inflation rising,
// "le piratage provoque une chute de l'ether" is no falling hack.
import type { PackLanguage } from '../pack.js';
import type { Match } from './matches.js';
import { CONJUNCTIONS, type Token } from './tokenize.js';

/** How far, in tokens, a bad thing may stand before the rise or fall that moves it (German puts the participle last: "die Zahl der Insolvenzen ist im Handel um ein Fünftel gesunken")… */
const BAD_THING_BEFORE = 12;
/** …and after it ("la subida de la inflación"). */
const BAD_THING_AFTER = 3;

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
export function movesAt(move: Match, at: number, end: number, tokens: readonly Token[], language: PackLanguage): boolean {
  const first = move.positions[0] ?? 0;
  const last = move.positions[move.positions.length - 1] ?? 0;
  if (tokens[at]?.clause !== tokens[first]?.clause) return false;
  if (at < first) {
    const noun = DETERMINERS[language].has(tokens[first - 1]?.word ?? '');
    // "impone aranceles y las bolsas caen": what the move moves stands after the conjunction.
    const joined = tokens.slice(end + 1, first).some((t) => CONJUNCTIONS[language].has(t.word));
    return !noun && !joined && first - end <= BAD_THING_BEFORE;
  }
  const small = (t: Token) => LINKS[language].has(t.word) || DETERMINERS[language].has(t.word);
  return at > last && at - last <= BAD_THING_AFTER && tokens.slice(last + 1, at).every(small);
}

function moves(move: Match, bad: Match, tokens: readonly Token[], language: PackLanguage): boolean {
  return movesAt(move, bad.positions[0] ?? 0, bad.positions[bad.positions.length - 1] ?? 0, tokens, language);
}

/** The nearest bad thing a move moves, if any. */
export function movedBadThing(move: Match, matches: readonly Match[], tokens: readonly Token[], language: PackLanguage): Match | undefined {
  const gap = (m: Match) => Math.abs((m.positions[0] ?? 0) - (move.positions[0] ?? 0));
  const moved = matches.filter((m) => m !== move && m.entry.kinds.has('bad') && moves(move, m, tokens, language));
  return moved.sort((a, b) => gap(a) - gap(b))[0];
}
