// The host's asset list, indexed the two ways the ticker finder reads it: by the first word of
// each name, and by symbol (aliases included).
import type { Asset } from '../../sdk/index.js';
import { wordTokens } from './word-tokens.js';

export interface NamePattern {
  asset: Asset;
  words: string[];
  /** The words as they must be written, for names with capitals; null matches any case. */
  exact: string[] | null;
  needsContext: boolean;
}

export interface TickerIndex {
  /** Each name's patterns by its first word (lower case), longest first. */
  names: Map<string, NamePattern[]>;
  /** Each asset by its symbol and by each of its aliases. */
  symbols: Map<string, Asset>;
}

function patternOf(asset: Asset, name: string, needsContext: boolean): NamePattern {
  const words = wordTokens(name).map((t) => t.text);
  const exact = name === name.toLowerCase() ? null : words;
  return { asset, words: words.map((w) => w.toLowerCase()), exact, needsContext };
}

function nameIndex(assets: readonly Asset[]): Map<string, NamePattern[]> {
  const index = new Map<string, NamePattern[]>();
  for (const asset of assets) {
    const patterns = [...(asset.names ?? []).map((n) => patternOf(asset, n, false)), ...(asset.contextNames ?? []).map((n) => patternOf(asset, n, true))];
    for (const pattern of patterns) index.set(pattern.words[0] ?? '', [...(index.get(pattern.words[0] ?? '') ?? []), pattern]);
  }
  // Longest first, so "Bitcoin Cash" is BCH before "Bitcoin" can claim it.
  for (const list of index.values()) list.sort((a, b) => b.words.length - a.words.length);
  return index;
}

function symbolIndex(assets: readonly Asset[]): Map<string, Asset> {
  const index = new Map<string, Asset>();
  for (const asset of assets) for (const symbol of [asset.symbol, ...(asset.aliases ?? [])]) index.set(symbol, asset);
  return index;
}

/** Both indices of a list of assets. */
export function tickerIndex(assets: readonly Asset[]): TickerIndex {
  return { names: nameIndex(assets), symbols: symbolIndex(assets) };
}
