import { describe, expect, it } from 'vitest';
import { remember, remembered } from '../../src/web/lib/entry-memory';

describe('what a history entry keeps', () => {
  it('keeps values per entry and name', () => {
    remember('entry-a', 'page', 3);
    remember('entry-a', 'scrollY', 1200);
    remember('entry-b', 'page', 1);
    expect(remembered('entry-a', 'page')).toBe(3);
    expect(remembered('entry-a', 'scrollY')).toBe(1200);
    expect(remembered('entry-b', 'page')).toBe(1);
    expect(remembered('entry-c', 'page')).toBeUndefined();
  });

  it('forgets the entries least recently kept beyond the latest 50', () => {
    remember('old', 'page', 2);
    for (let i = 0; i < 49; i++) remember(`newer-${i}`, 'page', i);
    // Kept again: now the most recent.
    remember('old', 'page', 4);
    remember('newest', 'page', 5);
    expect(remembered('old', 'page')).toBe(4);
    expect(remembered('newer-0', 'page')).toBeUndefined();
    expect(remembered('newer-1', 'page')).toBe(1);
    expect(remembered('newest', 'page')).toBe(5);
  });
});
