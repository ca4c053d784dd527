import { describe, expect, it } from 'vitest';
import { truncate } from './text.js';

describe('truncate', () => {
  it('leaves text within the limit as it is', () => {
    expect(truncate('Bitcoin', 7)).toBe('Bitcoin');
  });

  it('cuts longer text to the limit, ellipsis included', () => {
    expect(truncate('Bitcoin rallies', 8)).toBe('Bitcoin…');
    expect(truncate('Bitcoin rallies', 8)).toHaveLength(8);
  });

  it('never leaves half of a surrogate pair', () => {
    const cut = truncate('ab🚀cd', 4);
    expect(cut).toBe('ab…');
  });
});
