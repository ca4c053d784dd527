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
  de: new Set([
    'der', 'die', 'das', 'den', 'dem', 'des', 'ein', 'eine', 'einen', 'einem', 'einer', 'eines', 'sein', 'seine', 'seinen', 'seinem',
    'seiner', 'seines', 'ihr', 'ihre', 'ihren', 'ihrem', 'ihrer', 'ihres',
  ]),
};

// German prepositions: a bad thing after one is no subject, and no move after it moves it ("nach
// anfänglichen Verlusten dreht die Aktie ins Plus", "trotz der Zinssorgen klettert der Dax").
const PREPOSITIONS: Partial<Record<PackLanguage, ReadonlySet<string>>> = {
  de: new Set(['nach', 'trotz', 'wegen', 'dank', 'mit', 'von', 'vor', 'bei', 'aus', 'für', 'gegen', 'ohne', 'seit', 'durch', 'um', 'auf', 'angesichts', 'infolge']),
};

/** Whether a preposition stands one or two words before the word at `at` ("nach anfänglichen Verlusten"). */
function afterPreposition(at: number, tokens: readonly Token[], language: PackLanguage): boolean {
  const prepositions = PREPOSITIONS[language];
  if (!prepositions) return false;
  return [at - 1, at - 2].some((i) => i >= 0 && tokens[i]?.clause === tokens[at]?.clause && prepositions.has(tokens[i]?.word ?? ''));
}

// Adverbs a move reaches its object over, one or two of them: "senkt überraschend ihren Leitzins",
// "reduce notablemente su deuda". German words in -lich, -weise or (participles) -end and Spanish
// ones in -mente are adverbs too. French has none here: tried ("réduit fortement sa dette"), it
// left cross-validation as it was and the held-back figures a swap worse (languages/README.md).
const ADVERBS: Record<PackLanguage, ReadonlySet<string>> = {
  es: new Set(['también', 'ya', 'aún', 'todavía', 'más', 'hoy', 'ayer', 'otra', 'vez', 'casi']),
  fr: new Set(),
  de: new Set([
    'erneut', 'erstmals', 'abermals', 'nochmals', 'wieder', 'weiter', 'leicht', 'stark', 'kräftig', 'massiv', 'drastisch',
    'sprunghaft', 'spürbar', 'merklich', 'unerwartet', 'auch', 'ebenfalls', 'nun', 'jetzt', 'schon', 'bereits', 'moderat',
    'erheblich', 'abrupt', 'zuletzt', 'zudem', 'deutlich', 'überraschend', 'heute', 'gestern', 'nochmal', 'nahezu', 'fast',
    'knapp', 'gerade', 'noch',
  ]),
};
const ADVERB_ENDINGS: Record<PackLanguage, readonly { ending: string; minLength: number }[]> = {
  es: [{ ending: 'mente', minLength: 7 }],
  fr: [],
  de: [{ ending: 'lich', minLength: 6 }, { ending: 'weise', minLength: 7 }, { ending: 'end', minLength: 8 }],
};
/** How many adverbs a move reaches over. */
const MAX_ADVERBS = 2;

export function isAdverb(word: string, language: PackLanguage): boolean {
  return ADVERBS[language].has(word) || ADVERB_ENDINGS[language].some((e) => word.length >= e.minLength && word.endsWith(e.ending));
}

// German nouns paired right before their verb: "die Preise für Strom und Gas sinken" (the bad
// thing, "und", one word, the move) is one subject, not a second statement.
const PAIRING: Partial<Record<PackLanguage, ReadonlySet<string>>> = { de: new Set(['und', 'oder', 'sowie']) };

function pairedNoun(end: number, first: number, tokens: readonly Token[], language: PackLanguage): boolean {
  return first - end === 3 && (PAIRING[language]?.has(tokens[end + 1]?.word ?? '') ?? false);
}

/** Whether the words from `at` to `end` are what the move moves: the subject of a verb a few words before, or tied to it right after. */
export function movesAt(move: Match, at: number, end: number, tokens: readonly Token[], language: PackLanguage): boolean {
  const first = move.positions[0] ?? 0;
  const last = move.positions[move.positions.length - 1] ?? 0;
  if (tokens[at]?.clause !== tokens[first]?.clause) return false;
  if (at < first) {
    const noun = DETERMINERS[language].has(tokens[first - 1]?.word ?? '');
    // "impone aranceles y las bolsas caen": what the move moves stands after the conjunction.
    const joined = !pairedNoun(end, first, tokens, language) && tokens.slice(end + 1, first).some((t) => CONJUNCTIONS[language].has(t.word));
    return !noun && !joined && !afterPreposition(at, tokens, language) && first - end <= BAD_THING_BEFORE;
  }
  // A German separable verb has its object between the verb and the particle ("hebt überraschend den Leitzins an").
  const separated = move.positions.length > 1 && last - (move.positions[move.positions.length - 2] ?? 0) > 1;
  const heads = separated ? [move.positions[move.positions.length - 2] ?? last, last] : [last];
  return heads.some((head) => at > head && reaches(head, at, tokens, language));
}

// German writes nouns with a capital: a word in lower case right before the noun is its adjective,
// which a move reaches over as over a determiner ("verzichtet auf die geplante Steuererhöhung").
const CAPITAL_NOUNS: Partial<Record<PackLanguage, boolean>> = { de: true };

/** Whether a move ending at `head` reaches the word at `at` over small words, at most two adverbs and a German adjective. */
function reaches(head: number, at: number, tokens: readonly Token[], language: PackLanguage): boolean {
  const between = tokens.slice(head + 1, at);
  const adverbs = between.filter((t) => isAdverb(t.word, language)).length;
  const adjective = (t: Token) => (CAPITAL_NOUNS[language] ?? false) && t === tokens[at - 1] && !t.capital && (tokens[at]?.capital ?? false);
  const extra = adverbs + (between.some(adjective) ? 1 : 0);
  const small = (t: Token) => LINKS[language].has(t.word) || DETERMINERS[language].has(t.word) || isAdverb(t.word, language) || adjective(t);
  return adverbs <= MAX_ADVERBS && at - head <= BAD_THING_AFTER + extra && between.every(small);
}

function moves(move: Match, bad: Match, tokens: readonly Token[], language: PackLanguage): boolean {
  return movesAt(move, bad.positions[0] ?? 0, bad.positions[bad.positions.length - 1] ?? 0, tokens, language);
}

/**
 * The nearest bad thing a move moves, if any. What ends or averts moves bullish and bearish words
 * too ("entgeht einer Herabstufung", "beendet seine Rekordjagd").
 */
export function movedBadThing(move: Match, matches: readonly Match[], tokens: readonly Token[], language: PackLanguage): Match | undefined {
  const gap = (m: Match) => Math.abs((m.positions[0] ?? 0) - (move.positions[0] ?? 0));
  const ends = move.entry.kinds.has('end');
  const polar = (m: Match) => (m.entry.kinds.has('bearish') || m.entry.kinds.has('bullish')) && !['end', 'rise', 'fall'].some((k) => m.entry.kinds.has(k as 'end'));
  const bad = (m: Match) => m.entry.kinds.has('bad') || (ends && polar(m));
  const moved = matches.filter((m) => m !== move && bad(m) && moves(move, m, tokens, language));
  return moved.sort((a, b) => gap(a) - gap(b))[0];
}
