import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { keywordSymbols } from '../../src/server/modules/recommendations/keyword-tickers.js';
import { loadAssets } from '../../src/server/plugin-host/assets.js';

const dir = mkdtempSync(join(tmpdir(), 'alphawire-assets-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(content: unknown): string {
  const path = join(dir, `${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(path, JSON.stringify(content));
  return path;
}

describe('the asset list the host owns', () => {
  it('reads config/assets.json: coins, shares, indices, funds and currency pairs', () => {
    const assets = loadAssets();
    expect(assets.find((a) => a.symbol === 'BTC')).toMatchObject({ kind: 'crypto', tier: 1, names: ['bitcoin', 'bitcoins'], aliases: ['XBT'] });
    expect(new Set(assets.map((a) => a.kind))).toEqual(new Set(['crypto', 'equity', 'index', 'fund', 'currency']));
  });

  it('lists every problem of a bad file at once', () => {
    const bad = file({ assets: [{ symbol: '', kind: 'bond', tier: 3 }, { symbol: 'OK', kind: 'equity', tier: 1, ambiguous: 'maybe' }] });
    expect(() => loadAssets(bad)).toThrow(/assets\.0\.symbol[\s\S]*assets\.0\.kind[\s\S]*assets\.0\.tier[\s\S]*assets\.1\.ambiguous/);
    expect(() => loadAssets(file({}))).toThrow(/assets/);
  });

  it('refuses a symbol, alias or name that two assets claim', () => {
    const twice = file({
      assets: [
        { symbol: 'POL', kind: 'crypto', tier: 2, aliases: ['MATIC'], names: ['Polygon'] },
        { symbol: 'MATIC', kind: 'crypto', tier: 2, names: ['polygon'] },
      ],
    });
    expect(() => loadAssets(twice)).toThrow('MATIC, "polygon" claimed by more than one asset');
  });
});

describe('a member keyword that names an asset', () => {
  const symbolOf = keywordSymbols(loadAssets());

  it('is a cashtag, a known symbol in capitals, or a name of the list', () => {
    expect(symbolOf('$eth')).toBe('ETH');
    expect(symbolOf('$NWSC')).toBe('NWSC');
    expect(symbolOf('AAPL')).toBe('AAPL');
    expect(symbolOf('GOOG')).toBe('GOOGL');
    expect(symbolOf('$matic')).toBe('POL');
    expect(symbolOf('Bitcoin')).toBe('BTC');
    expect(symbolOf('nvidia')).toBe('NVDA');
    expect(symbolOf('S&P 500')).toBe('^GSPC');
    // Indices, pairs and symbols that start with a digit: a watched one comes as its symbol.
    expect(['^N225', 'USD/JPY', 'EUR/USD', '000001.SS', 'BRK.B'].map(symbolOf)).toEqual(['^N225', 'USD/JPY', 'EUR/USD', '000001.SS', 'BRK.B']);
  });

  it('stays a word otherwise', () => {
    expect(symbolOf('rates')).toBeNull();
    expect(symbolOf('NWSC')).toBeNull();
    expect(symbolOf('aapl')).toBeNull();
    expect(symbolOf('usd/jpy')).toBeNull();
    expect(symbolOf('^NOPE')).toBeNull();
    expect(symbolOf('euro')).toBeNull();
    expect(symbolOf('$')).toBeNull();
    expect(symbolOf('')).toBeNull();
  });

  it('reads only the list it is given', () => {
    const own = keywordSymbols([{ symbol: 'ACME', kind: 'equity', tier: 1, names: ['Acme Rockets'] }]);
    expect(own('acme rockets')).toBe('ACME');
    expect(own('Bitcoin')).toBeNull();
  });
});
