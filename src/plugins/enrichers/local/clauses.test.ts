import { describe, expect, it } from 'vitest';
import { clausesOf } from './clauses.js';

const pieces = (text: string) => clausesOf(text).map((c) => text.slice(c.start, c.end));

describe('clausesOf', () => {
  it('splits at contrast and time words and at semicolons', () => {
    expect(pieces('BTC rallies as ETH slumps after the exploit')).toEqual(['BTC rallies', 'ETH slumps', 'the exploit']);
    expect(pieces('Tesla beat estimates, but Ford missed')).toEqual(['Tesla beat estimates', 'Ford missed']);
    expect(pieces('Solana jumps 12%; Cardano falls on the news')).toEqual(['Solana jumps 12%', 'Cardano falls on the news']);
    expect(pieces('Ether slid while bitcoin held its gains')).toEqual(['Ether slid', 'bitcoin held its gains']);
    expect(pieces('Bitcoin rises — ether falls')).toEqual(['Bitcoin rises', 'ether falls']);
  });

  it('keeps an "as" that compares or names, and a bare "and" between two names', () => {
    expect(pieces('Shares fell as much as 5%')).toEqual(['Shares fell as much as 5%']);
    expect(pieces('Bitcoin is seen as a hedge')).toEqual(['Bitcoin is seen as a hedge']);
    expect(pieces('Solana and Cardano jump')).toEqual(['Solana and Cardano jump']);
    expect(pieces('Bitcoin rises 3%, and ether follows')).toEqual(['Bitcoin rises 3%', 'ether follows']);
  });

  it('marks a concession, and splits a sentence that opens with one at its first comma', () => {
    const text = 'Bitcoin did not fall despite the sell-off';
    expect(clausesOf(text).map((c) => c.concessive)).toEqual([false, true]);
    const opening = 'Although ether slid, bitcoin held';
    expect(pieces(opening)).toEqual(['Although ether slid', ' bitcoin held']);
    expect(clausesOf(opening).map((c) => c.concessive)).toEqual([true, false]);
  });

  it('numbers sentences across full stops and lines, and reads only the region asked for', () => {
    const text = 'Bitcoin rose.\nEther fell. Solana was flat';
    expect(clausesOf(text).map((c) => [text.slice(c.start, c.end), c.sentence])).toEqual([['Bitcoin rose', 0], ['Ether fell', 1], ['Solana was flat', 2]]);
    expect(clausesOf(text, 14, 24).map((c) => text.slice(c.start, c.end))).toEqual(['Ether fell']);
  });

  it('gives nothing for an empty text', () => {
    expect(clausesOf('')).toEqual([]);
    expect(clausesOf('   ')).toHaveLength(1);
  });
});
