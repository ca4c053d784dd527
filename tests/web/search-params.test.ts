import { describe, expect, it } from 'vitest';
import { withParam } from '../../src/web/lib/search-params';

describe('withParam', () => {
  it('sets one parameter, or takes it out for null, leaving the others and the original alone', () => {
    const address = new URLSearchParams('topic=crypto&sort=impact');
    expect(withParam(address, 'sort', 'relevance').toString()).toBe('topic=crypto&sort=relevance');
    expect(withParam(address, 'sort', null).toString()).toBe('topic=crypto');
    expect(withParam(address, 'q', 'rates & gold').toString()).toBe('topic=crypto&sort=impact&q=rates+%26+gold');
    expect(address.toString()).toBe('topic=crypto&sort=impact');
  });
});
