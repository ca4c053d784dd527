import type { Asset } from '../../sdk/index.js';

// Words near a context name that show it means the asset: "Apple shares", "Amazon's revenue",
// "the Avalanche network", "the Dow closed". Without one, "apple pie" and "an avalanche of
// orders" stay what they are.
const MOVES = ['rose', 'fell', 'gained', 'lost', 'jumped', 'slid', 'dropped', 'rallied', 'tumbled', 'climbed', 'surged', 'plunged', 'soared', 'sank', 'up', 'down'];

const EQUITY = [
  'shares', 'share', 'stock', 'stocks', 'inc', 'corp', 'corporation', 'company', 'ltd', 'plc', 'holdings', 'earnings', 'revenue',
  'revenues', 'sales', 'profit', 'ceo', 'chief', 'executive', 'investors', 'quarter', 'quarterly', 'valuation', 'maker', 'giant',
  'nasdaq', 'nyse', 'results', 'guidance', 'analysts', 'analyst', 'iphone', 'ipad', 'mac', 'aws', 'cloud', 'chips', 'chip',
  'software', 'devices', 'subscribers', 'acquisition', 'dividend', 'buyback', 'outlook', 'forecast', 'billion', 'market',
  'retailer', 'lender', 'bank', 'automaker', 'carmaker', 'insurer', 'brand', 'customers', 'antitrust', ...MOVES,
];
const CRYPTO = [
  'token', 'tokens', 'coin', 'coins', 'crypto', 'cryptocurrency', 'blockchain', 'network', 'protocol', 'chain', 'layer', 'mainnet',
  'testnet', 'staking', 'defi', 'ecosystem', 'foundation', 'labs', 'dao', 'price', 'wallet', 'validators', 'exchange', 'memecoin',
  'stablecoin', 'airdrop', 'dex', 'altcoin', 'altcoins', 'memecoins', ...MOVES,
];
const INDEX = [
  'index', 'indices', 'indexes', 'composite', 'average', 'points', 'closed', 'close', 'futures', 'benchmark', 'tech-heavy',
  'blue-chip', 'industrials', 'stocks', 'record', 'higher', 'lower', 'ended', 'finished', ...MOVES,
];

const CURRENCY = ['dollar', 'against', 'versus', 'per', 'currency', 'currencies', 'exchange', 'forex', 'fx', 'weakened', 'weakens', 'strengthened', 'strengthens', 'firmed', 'firms', 'eased', 'eases', 'intervention', ...MOVES];

const CUE_REACH = 8;

const CUES: Record<Asset['kind'], ReadonlySet<string>> = {
  currency: new Set(CURRENCY),
  equity: new Set(EQUITY),
  fund: new Set(EQUITY),
  crypto: new Set(CRYPTO),
  index: new Set(INDEX),
};

/** Whether a word showing the asset's kind is near the name at `from`…`to` of the line's lower-case words. */
export type CueTest = (kind: Asset['kind'], words: readonly string[], from: number, to: number) => boolean;

/** The words within `reach` of position `from`…`to`, itself left out: where a cue word may stand. */
export function cueWindow(words: readonly string[], from: number, to: number, reach = CUE_REACH): string[] {
  return [...words.slice(Math.max(0, from - reach), from), ...words.slice(to + 1, to + 1 + reach)];
}

/** True when an English word that shows the asset's kind is within `reach` words of position `from`…`to`. */
export function hasCue(kind: Asset['kind'], words: readonly string[], from: number, to: number, reach = CUE_REACH): boolean {
  const cues = CUES[kind];
  const start = Math.max(0, from - reach);
  const end = Math.min(words.length - 1, to + reach);
  for (let i = start; i <= end; i += 1) if ((i < from || i > to) && cues.has(words[i] ?? '')) return true;
  return false;
}
