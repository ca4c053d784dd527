import { describe, expect, it } from 'vitest';
import { presentAssetDetail } from '../../src/server/modules/assets/presenter.js';

const none = { mentions: 0, bullish: 0, bearish: 0, neutral: 0, index: null };

/** SOL's page with a stored change of the given size and nothing else. */
function detail(change: number | null) {
  return presentAssetDetail({
    symbol: 'SOL',
    identity: { name: 'Solana', type: 'crypto' },
    quote: { name: 'Solana', type: 'crypto', price: 180, change_percent: change, currency: 'USD' },
    window: '24h',
    total: none,
    trend: [],
    topStories: [],
    relatedSymbols: [],
  });
}

describe('asset page presenter', () => {
  it('calls a change up or down as the figure shown reads: a fall that rounds to nothing is up', () => {
    expect(detail(-0.004)).toMatchObject({ changePercentage: -0.004, isPositive: true });
    expect(detail(-0.006).isPositive).toBe(false);
    expect(detail(1.5).isPositive).toBe(true);
  });

  it('does not call an unknown change a rise', () => {
    expect(detail(null)).toMatchObject({ changePercentage: null, isPositive: false });
  });
});
