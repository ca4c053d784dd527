import type { ASSET_TYPES } from '../../../contracts/assets.js';
import type { Asset } from '../../../plugins/sdk/index.js';
import { canonicalSymbols } from '../../plugin-host/assets.js';
import type { MarketGroupSpec } from '../market/symbols.js';

export type AssetType = (typeof ASSET_TYPES)[number];

/** What the host's lists say an asset is: its name to show and its kind. */
export interface AssetIdentity {
  name: string;
  type: AssetType;
}

export interface AssetCatalog {
  /** The asset's name and kind; a stored quote's name is used where the lists have none. */
  identify(symbol: string, quotedName?: string): AssetIdentity;
  /** Whether either list names the symbol. */
  knows(symbol: string): boolean;
  /** The asset's own symbol for an alias (XBT → BTC); any other symbol as it is. */
  canonical(symbol: string): string;
}

/** "bitcoin cash" → "Bitcoin Cash": the asset list writes names as news does, often in lower case. */
function titled(name: string): string {
  return name === name.toLowerCase() ? name.replace(/(^|\s)(\p{L})/gu, (_, space: string, letter: string) => space + letter.toUpperCase()) : name;
}

/**
 * Names and kinds of symbols from the host's lists (config/market-symbols.json names first, as the
 * market panels show them, then config/assets.json), the stored quote's name after those, and
 * the symbol itself with the type 'other' for a symbol no list knows.
 */
export function createAssetCatalog(assets: readonly Asset[], groups: readonly MarketGroupSpec[]): AssetCatalog {
  const market = new Map(groups.flatMap((group) => group.entries).map((entry) => [entry.symbol, entry]));
  const known = new Map(assets.map((asset) => [asset.symbol, asset]));
  return {
    identify(symbol, quotedName) {
      const asset = known.get(symbol);
      const entry = market.get(symbol);
      const listed = asset?.names?.[0] ?? asset?.contextNames?.[0];
      return {
        name: entry?.name ?? (listed ? titled(listed) : (quotedName ?? symbol)),
        type: asset?.kind ?? entry?.type ?? 'other',
      };
    },
    knows: (symbol) => known.has(symbol) || market.has(symbol),
    canonical: canonicalSymbols(assets),
  };
}
