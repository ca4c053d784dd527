import { describe, expect, it } from 'vitest';
import { stripMarkup } from '../../src/web/lib/news-format';

// These tests run in Node, where there is no DOMParser: they check that a plain title never needs
// it (a title with an entity or a stray '<' goes through the browser's HTML parser).
describe('stripMarkup', () => {
  it('reads a title without entities or stray brackets as it is: tags out, spaces collapsed', () => {
    expect(stripMarkup(' Fed <b>holds</b>\n rates ')).toBe('Fed holds rates');
    expect(stripMarkup('BTC > $100k, ETH flat')).toBe('BTC > $100k, ETH flat');
  });
});
