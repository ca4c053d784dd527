import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../sdk/testing/index.js';
import { SAMPLE_QUOTES, sampleMarket } from './index.js';

const market = () => sampleMarket.create(createTestContext(), undefined);

describe('sample market plugin', () => {
  it('answers the bundled figures, the same on every call, with no network', async () => {
    const symbols = [
      { symbol: 'BTC', name: 'Bitcoin', type: 'crypto' as const },
      { symbol: '^AXJO', name: 'S&P/ASX 200', type: 'index' as const },
    ];
    const first = await market().quotes(symbols);
    expect(first).toEqual([
      { symbol: 'BTC', price: 60000, changePercent: 2.5, currency: 'USD' },
      { symbol: '^AXJO', price: 7800, changePercent: 0.4, currency: 'AUD' },
    ]);
    expect(await market().quotes(symbols)).toEqual(first);
  });

  it('gives no data for a symbol outside its table rather than making one up', async () => {
    expect(await market().quotes([{ symbol: 'ZZZ', name: 'Unknown', type: 'crypto' }])).toEqual([{ symbol: 'ZZZ', price: null, changePercent: null }]);
  });

  it('covers every symbol of config/market-symbols.json', async () => {
    const { readFile } = await import('node:fs/promises');
    const file = JSON.parse(await readFile(new URL('../../../../config/market-symbols.json', import.meta.url), 'utf8')) as {
      groups: Array<{ symbols: Array<{ symbol: string }> }>;
    };
    const missing = file.groups.flatMap((group) => group.symbols.map((entry) => entry.symbol)).filter((symbol) => !SAMPLE_QUOTES[symbol]);
    expect(missing).toEqual([]);
  });
});
