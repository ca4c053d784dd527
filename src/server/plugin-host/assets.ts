import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { Asset } from '../../plugins/sdk/index.js';

const DEFAULT_FILE = new URL('../../../config/assets.json', import.meta.url);

const names = z.array(z.string().trim().min(1)).optional();

const fileSchema = z.object({
  assets: z.array(
    z.object({
      symbol: z.string().trim().min(1),
      kind: z.enum(['crypto', 'equity', 'index', 'fund', 'currency']),
      tier: z.union([z.literal(1), z.literal(2)]),
      names,
      contextNames: names,
      aliases: z.array(z.string().trim().min(1)).optional(),
      ambiguous: z.enum(['acronym', 'word']).optional(),
    }),
  ),
});

/** Symbols (aliases included) and names (in any case) that two entries claim: a finder could not tell which is meant. */
function claimedTwice(assets: readonly Asset[]): string[] {
  const symbols = assets.flatMap((asset) => [asset.symbol, ...(asset.aliases ?? [])].map((symbol) => symbol.toUpperCase()));
  const named = assets.flatMap((asset) => [...new Set([...(asset.names ?? []), ...(asset.contextNames ?? [])].map((name) => name.toLowerCase()))]);
  const repeated = (keys: string[]) => [...new Set(keys.filter((key, i) => keys.indexOf(key) !== i))];
  return [...repeated(symbols), ...repeated(named).map((name) => `"${name}"`)];
}

/**
 * Reads and checks config/assets.json (or another file): the coins, shares, indices, funds and
 * currency pairs the host knows, handed to every plugin and read by the recommendations. A bad
 * file is a configuration error, so it fails at start-up with every problem listed.
 */
export function loadAssets(file: URL | string = DEFAULT_FILE): Asset[] {
  const parsed = fileSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'file'}: ${issue.message}`);
    throw new Error(`Invalid asset list ${String(file)}:\n  - ${problems.join('\n  - ')}`);
  }
  const repeated = claimedTwice(parsed.data.assets);
  if (repeated.length > 0) throw new Error(`Invalid asset list ${String(file)}: ${repeated.join(', ')} claimed by more than one asset`);
  return parsed.data.assets;
}

/** Writes a symbol as the asset list does: an alias becomes its asset's symbol (XBT → BTC, GOOG → GOOGL); any other stays. */
export type CanonicalSymbol = (symbol: string) => string;

/**
 * The alias folding every symbol a reader or member types goes through (the feed's ticker filter,
 * asset pages, the watchlist, mutes and alert rules), so that it meets the symbols enrichment
 * stores, which are already folded.
 */
export function canonicalSymbols(assets: readonly Asset[]): CanonicalSymbol {
  const symbolOf = new Map(assets.flatMap((asset) => (asset.aliases ?? []).map((alias) => [alias.toUpperCase(), asset.symbol] as const)));
  return (symbol) => symbolOf.get(symbol.toUpperCase()) ?? symbol;
}

/** A list of symbols folded, each once, sorted: how stored lists and filters keep them. */
export function foldSymbols(symbols: readonly string[], canonical: CanonicalSymbol): string[] {
  return [...new Set(symbols.map(canonical))].sort();
}
