import { describe, expect, it } from 'vitest';
import { sharedCount, TermIds } from './term-ids.js';

describe('term ids', () => {
  it('counts distinct terms and the terms two sets share, past the first 32 ids', () => {
    const ids = new TermIds();
    const many = Array.from({ length: 70 }, (_, i) => `t${i}`);
    const all = ids.setOf([...many, ...many]);
    const some = ids.setOf(['t3', 't40', 't69', 't3', 'new']);
    const none = ids.setOf([]);
    expect(all.size).toBe(70);
    expect(some.size).toBe(4);
    expect(sharedCount(all, some)).toBe(3);
    expect(sharedCount(some, all)).toBe(3);
    expect(sharedCount(all, none)).toBe(0);
    expect(sharedCount(ids.setOf(['t0']), ids.setOf(['t69', 't0']))).toBe(1);
  });
});
