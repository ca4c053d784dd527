import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatChange } from '../../src/contracts/market-constants.js';
import { formatPrice, presentMarketList } from '../../src/server/modules/market/presenter.js';
import { loadMarketSymbols } from '../../src/server/modules/market/symbols.js';

describe('market presenter', () => {
  it.each([
    [5969.34, 'USD', 'index', '$5,969.34'],
    [19322.5, 'EUR', 'index', '€19,322.50'],
    [8262.08, 'GBP', 'index', '£8,262.08'],
    [38283.85, 'JPY', 'index', '¥38,283.85'],
    [8393.8, 'AUD', 'index', 'A$8,393.80'],
    [1.04791, 'USD', 'currency', '$1.0479'],
    [154.1, 'JPY', 'currency', '¥154.10'],
    [0.88826, 'CHF', 'currency', 'CHF 0.8883'],
    [0.15873, 'USD', 'crypto', '$0.1587'],
    [0.0000231, 'USD', 'crypto', '$0.000023'],
    [null, 'USD', 'crypto', 'no-data'],
  ] as const)('shows %s %s (%s) as %s', (price, currency, type, text) => {
    expect(formatPrice(price, currency, type)).toBe(text);
  });

  it.each([
    [1.234, '+1.23%', true],
    [-0.456, '-0.46%', false],
    [0, '+0.00%', true],
    [-0.004, '+0.00%', true],
    [null, 'no-data', false],
  ] as const)('shows a change of %s as %s', (change, text, isPositive) => {
    expect(formatChange(change)).toEqual({ text, isPositive });
  });

  it('shows a fall that rounds to nothing as +0.00% and up, as the other panels do', () => {
    const entry = { symbol: 'SOL', name: 'Solana', type: 'crypto', group: 'crypto', currency: 'USD', position: 0, providerSymbols: {} } as const;
    const row = { symbol: 'SOL', name: 'Solana', type: 'crypto', market_group: 'crypto', price: 180, change_percent: -0.004, currency: 'USD', data_source: 'test', position: 0, updated_at: new Date('2026-11-20T15:00:00Z') } as const;
    expect(presentMarketList([{ entry, row }], false).items[0]).toMatchObject({ changePercentage: '+0.00%', isPositive: true });
  });
});

describe('market symbol list', () => {
  const write = (content: unknown) => {
    const file = join(mkdtempSync(join(tmpdir(), 'market-symbols-')), 'symbols.json');
    writeFileSync(file, JSON.stringify(content));
    return file;
  };

  it('reads config/market-symbols.json into the six groups in the API order, every symbol once', () => {
    const groups = loadMarketSymbols();
    expect(groups.map((group) => [group.id, group.entries.length])).toEqual([['us', 3], ['europe', 4], ['asia', 4], ['currencies', 6], ['crypto', 10], ['stocks', 7]]);
    expect(groups.find((group) => group.id === 'asia')?.entries.find((entry) => entry.symbol === '^AXJO')?.currency).toBe('AUD');
    expect(groups.flatMap((group) => group.entries.map((entry) => entry.position))).toEqual([...Array(34).keys()]);
  });

  it('refuses a broken list at start-up, naming every problem', () => {
    const file = write({ groups: [{ id: 'us', name: 'US', type: 'index', providers: [], symbols: [{ symbol: '^GSPC', name: 'S&P', currency: 'usd' }] }] });
    expect(() => loadMarketSymbols(file)).toThrow(/providers: name at least one provider[\s\S]*currency: must be an ISO currency code[\s\S]*list each group once/);
  });

  it('refuses a symbol listed twice', () => {
    const group = (id: string) => ({ id, name: id, type: 'index', providers: ['yahoo-chart'], symbols: [{ symbol: '^GSPC', name: 'S&P', currency: 'USD' }] });
    const file = write({ groups: ['us', 'europe', 'asia', 'currencies', 'crypto', 'stocks'].map(group) });
    expect(() => loadMarketSymbols(file)).toThrow(/: \^GSPC listed more than once$/);
  });
});
