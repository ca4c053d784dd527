import { describe, expect, it } from 'vitest';
import { ASSET_WINDOWS } from '../../src/contracts/assets';
import { ASSET_WINDOW_VALUES, bucketLabel, chartPoints, hasLonePoint, heatColor, indexMood, indexText, priceAxis, priceText, sentimentShares } from '../../src/web/lib/asset-format';

describe('asset page wording and colours', () => {
  it('offers exactly the windows the API takes, in its order', () => {
    expect(ASSET_WINDOW_VALUES).toEqual([...ASSET_WINDOWS]);
  });

  it('splits the mentions into shares that always sum to 100, and to nothing when there were none', () => {
    expect(sentimentShares({ bullish: 1, bearish: 1, neutral: 1 })).toEqual({ bullish: 33, bearish: 33, neutral: 34 });
    expect(sentimentShares({ bullish: 2, bearish: 1, neutral: 0 })).toEqual({ bullish: 67, bearish: 33, neutral: 0 });
    // Both sides rounding up (50.5 + 49.5 → 51 + 50) must not push neutral below zero.
    expect(sentimentShares({ bullish: 101, bearish: 99, neutral: 0 })).toEqual({ bullish: 51, bearish: 50, neutral: 0 });
    expect(sentimentShares({ bullish: 0, bearish: 0, neutral: 0 })).toEqual({ bullish: 0, bearish: 0, neutral: 0 });
  });

  it('writes the index signed, with a true minus, and says when there is none', () => {
    expect([indexText(42), indexText(-17), indexText(0), indexText(null)]).toEqual(['+42', '−17', '0', 'n/a']);
    expect([indexMood(20), indexMood(19), indexMood(-20), indexMood(null)]).toEqual(['bullish', 'mixed', 'bearish', 'no sentiment yet']);
  });

  it('tints a tile green or red in proportion to the index, and leaves no news or a zero untinted', () => {
    expect(heatColor(null)).toBe('var(--aw-heat-even)');
    expect(heatColor(0)).toBe('var(--aw-heat-even)');
    expect(heatColor(100)).toContain('var(--aw-heat-bullish) 85%');
    expect(heatColor(-1)).toContain('var(--aw-heat-bearish) 13%');
    expect(heatColor(-50)).toContain('var(--aw-heat-bearish) 49%');
  });

  it('writes prices with their currency, small ones with more digits, and no-data without one', () => {
    expect(priceText(60000, 'USD')).toBe('$60,000.00');
    expect(priceText(0.123456, 'USD')).toBe('$0.123456');
    expect(priceText(1.0856, null)).toBe('1.09');
    expect(priceText(12, 'XX1')).toBe('12.00 XX1');
    expect(priceText(null, 'USD')).toBe('no-data');
  });

  it('labels hourly buckets by the reader\'s hour and daily ones by their UTC day, wherever the reader is', () => {
    expect(bucketLabel('2026-11-20T14:00:00.000Z', '24h', 'UTC')).toBe('14:00');
    expect(bucketLabel('2026-11-20T14:00:00.000Z', '24h', 'America/New_York')).toBe('09:00');
    expect(bucketLabel('2026-11-20T00:00:00.000Z', '7d', 'UTC')).toBe('Nov 20');
    // The bucket is the UTC day Nov 20; New York's clock still reads the 19th at its start.
    expect(bucketLabel('2026-11-20T00:00:00.000Z', '30d', 'America/New_York')).toBe('Nov 20');
  });

  it('turns the trend into chart points, keeping the gaps where no quote or mention was', () => {
    const trend = [
      { at: '2026-11-20T00:00:00.000Z', mentions: 3, bullish: 2, bearish: 1, neutral: 0, index: 40, price: 100 },
      { at: '2026-11-21T00:00:00.000Z', mentions: 0, bullish: 0, bearish: 0, neutral: 0, index: null, price: null },
    ];
    expect(chartPoints(trend, '7d', 'UTC')).toEqual([
      { label: 'Nov 20', index: 40, mentions: 3, price: 100 },
      { label: 'Nov 21', index: null, mentions: 0, price: null },
    ]);
  });

  it('finds a point the chart could only show as a dot: between gaps, or alone', () => {
    expect(hasLonePoint([null, 5, null, 6, 7])).toBe(true);
    expect(hasLonePoint([5, null, 6, 7])).toBe(true);
    expect(hasLonePoint([null, null, 5])).toBe(true);
    expect(hasLonePoint([5, 6, null, 7, 8])).toBe(false);
    expect(hasLonePoint([null, null])).toBe(false);
  });

  it('puts a price that never moved mid-axis at any scale, and leaves a moving one to the chart', () => {
    expect(priceAxis([null, 90000, null])).toEqual({ domain: [89100, 90900], ticks: [89100, 90000, 90900] });
    const rate = priceAxis([1.085, 1.085]);
    expect(rate.domain[0]).toBeCloseTo(1.07415, 10);
    expect(rate.ticks?.map((tick) => priceText(tick, null))).toEqual(['1.07', '1.09', '1.10']);
    expect(priceAxis([0])).toEqual({ domain: [-1, 1], ticks: [-1, 0, 1] });
    expect(priceAxis([59000, 59040, null])).toEqual({ domain: ['auto', 'auto'] });
    expect(priceAxis([null])).toEqual({ domain: ['auto', 'auto'] });
  });
});
