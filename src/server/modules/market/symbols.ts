import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { MARKET_GROUPS, MARKET_TYPES, type MarketGroup, type MarketType } from '../../../contracts/market.js';

const DEFAULT_FILE = new URL('../../../../config/market-symbols.json', import.meta.url);

/** One entry of the fixed list, as the ticker and overview show it. */
export interface MarketEntry {
  symbol: string;
  name: string;
  type: MarketType;
  group: MarketGroup;
  /** ISO code of the currency the price is quoted in; picks the sign shown. */
  currency: string;
  /** Place in the whole list, so stored rows sort as the file does. */
  position: number;
  /** A plugin's own code for the symbol, by plugin id. */
  providerSymbols: Record<string, string>;
}

export interface MarketGroupSpec {
  id: MarketGroup;
  name: string;
  /** Plugin ids asked in turn under MARKET_PROVIDERS=live. */
  providers: string[];
  entries: MarketEntry[];
}

const pluginId = z.string().regex(/^[a-z][a-z0-9-]*$/, 'must be a market plugin id');

const fileSchema = z.object({
  groups: z
    .array(
      z.object({
        id: z.enum(MARKET_GROUPS),
        name: z.string().min(1),
        type: z.enum(MARKET_TYPES),
        providers: z.array(pluginId).min(1, 'name at least one provider'),
        symbols: z.array(
          z.object({
            symbol: z.string().trim().min(1),
            name: z.string().trim().min(1),
            currency: z.string().regex(/^[A-Z]{3}$/, 'must be an ISO currency code such as USD'),
            providerSymbols: z.record(pluginId, z.string().min(1)).default({}),
          }),
        ),
      }),
    )
    .refine((groups) => MARKET_GROUPS.every((id) => groups.filter((g) => g.id === id).length === 1), `list each group once: ${MARKET_GROUPS.join(', ')}`),
});

function toGroups(file: z.infer<typeof fileSchema>): MarketGroupSpec[] {
  let position = 0;
  const byId = new Map(file.groups.map((group) => [group.id, group]));
  // The file may list groups in any order; the API's order is the contract's.
  return MARKET_GROUPS.map((id) => {
    const group = byId.get(id)!;
    const entries = group.symbols.map((entry) => ({ ...entry, type: group.type, group: id, position: position++ }));
    return { id, name: group.name, providers: group.providers, entries };
  });
}

/**
 * Reads and checks config/market-symbols.json (or another file). A bad file is a configuration
 * error, so it fails at start-up with every problem listed rather than on the first request.
 */
export function loadMarketSymbols(file: URL | string = DEFAULT_FILE): MarketGroupSpec[] {
  const parsed = fileSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'file'}: ${issue.message}`);
    throw new Error(`Invalid market symbol list ${String(file)}:\n  - ${problems.join('\n  - ')}`);
  }
  const groups = toGroups(parsed.data);
  const symbols = groups.flatMap((group) => group.entries.map((entry) => entry.symbol));
  const repeated = new Set(symbols.filter((symbol, i) => symbols.indexOf(symbol) !== i));
  if (repeated.size > 0) throw new Error(`Invalid market symbol list ${String(file)}: ${[...repeated].join(', ')} listed more than once`);
  return groups;
}
