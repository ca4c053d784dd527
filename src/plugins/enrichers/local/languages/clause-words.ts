// Where a Spanish, French or German sentence splits into clauses that can each say something of
// their own about an asset ("BTC sube mientras ETH se desploma", "le bitcoin grimpe tandis que
// l'ether chute", "Bitcoin steigt, während Ether einbricht"), as clauses.ts does for English.
import type { ClauseWords } from '../clauses.js';
import type { PackLanguage } from './pack.js';

/** A join pattern: a semicolon or a dash between spaces, a join word (optionally after a comma), or ", <and>". */
function joins(words: readonly string[], and: string): RegExp {
  return new RegExp(`\\s*;\\s*|\\s+[–—]\\s+|\\s+-\\s+|,?\\s+(${words.join('|')})\\s+|,\\s+(${and})\\s+`, 'giu');
}

function openers(words: readonly string[]): RegExp {
  return new RegExp(`^[¿¡"“«]?\\s*(${words.join('|')})\\s`, 'iu');
}

// Longer words first, so "mientras que" wins over "mientras".
const SPANISH_JOINS = ['mientras que', 'a pesar de', 'después de', 'sin embargo', 'mientras', 'aunque', 'pese a', 'pero', 'tras'];
const FRENCH_JOINS = ['tandis que', 'alors que', 'bien que', 'pendant que', 'quoique', 'malgré', 'après', 'mais'];
// German clauses after "während", "obwohl", "nachdem" follow a comma; "aber" and "doch" may stand without one.
const GERMAN_JOINS = ['wohingegen', 'während', 'nachdem', 'obwohl', 'jedoch', 'trotz', 'aber', 'doch'];

export const PACK_CLAUSES: Record<PackLanguage, ClauseWords> = {
  es: {
    joins: joins(SPANISH_JOINS, 'y'),
    openers: openers(['a pesar de', 'mientras', 'aunque', 'pese a', 'tras']),
    concessive: new Set(['a pesar de', 'aunque', 'pese a']),
  },
  fr: {
    joins: joins(FRENCH_JOINS, 'et'),
    openers: openers(['tandis que', 'alors que', 'bien que', 'malgré', 'après']),
    concessive: new Set(['bien que', 'quoique', 'malgré']),
  },
  de: {
    joins: joins(GERMAN_JOINS, 'und'),
    openers: openers(['während', 'obwohl', 'nachdem', 'trotz']),
    concessive: new Set(['obwohl', 'trotz']),
  },
};
