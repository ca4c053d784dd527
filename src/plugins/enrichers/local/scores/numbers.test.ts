import { describe, expect, it } from 'vitest';
import { findMarketMoves, findMoves, largestAmount, largestMove } from './numbers.js';

describe('moves and amounts', () => {
  it('reads signed moves next to move words', () => {
    expect(findMoves('Shares rose 9% after hours')).toEqual([9]);
    expect(findMoves('Sales to PC makers fell 6%')).toEqual([-6]);
    expect(findMoves('Bitcoin, up 4% in 24 hours')).toEqual([4]);
    expect(findMoves('The stock opens 22% higher')).toEqual([22]);
    expect(findMoves('a 12.5% plunge in the token')).toEqual([-12.5]);
    expect(findMoves('the index dropped by more than 3 per cent')).toEqual([-3]);
  });

  it('does not read levels as moves', () => {
    expect(findMoves('Gross margin came in at 61.4%, up from 57.9% a year ago')).toEqual([]);
    expect(findMoves('Inflation rose to 3.4% and unemployment ticks up to 4.1%')).toEqual([]);
    expect(findMoves('The rate is 5.25%.')).toEqual([]);
  });

  it('counts body moves only in sentences about something traded', () => {
    expect(findMarketMoves('Services revenue rose 14% to a record. Shares rose 3% after hours.')).toEqual([3]);
  });

  it('picks the largest move by size, keeping its sign', () => {
    expect(largestMove([3, -12, 8])).toBe(-12);
    expect(largestMove([])).toBeNull();
  });

  it('reads money amounts with their units', () => {
    expect(largestAmount('revenue of $4.1bn against $3.9 billion')).toBe(4.1e9);
    expect(largestAmount('took in $480m; price $71,000')).toBe(480e6);
    expect(largestAmount('a €2tn market')).toBe(2e12);
    expect(largestAmount('no money here, 45% up')).toBeNull();
  });
});
