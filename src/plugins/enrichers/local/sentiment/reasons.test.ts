import { describe, expect, it } from 'vitest';
import { articleReasons, MAX_REASONS, quoted, reasonsOf, sentimentReasons } from './reasons.js';

const texts = (text: string) => reasonsOf(text).map(quoted);

describe('sentiment reasons', () => {
  it('quotes the words that moved a headline, each with the way it pulled, strongest first', () => {
    expect(sentimentReasons([{ text: 'BTC rallies as ETH slumps after the exploit', weight: 1 }])).toEqual(['bullish:rallies', 'bearish:slumps']);
    expect(sentimentReasons([{ text: 'Tesla beat estimates, but Ford missed', weight: 1 }])).toEqual(['bullish:beat estimates', 'bearish:missed']);
    const reasons = reasonsOf('Apple shares plunge after iPhone sales miss estimates');
    expect(reasons.map((r) => Math.abs(r.push))).toEqual([...reasons.map((r) => Math.abs(r.push))].sort((a, b) => b - a));
  });

  it('quotes a negation with its negator, and a move the lexicon reads over several words as one phrase', () => {
    expect(texts('Acme fails to beat estimates')).toEqual(['fails to beat']);
    expect(texts("Acme didn't miss")).toEqual(["didn't miss"]);
    expect(texts('Globex cut to neutral at Cowen')).toContain('cut to neutral');
    expect(reasonsOf('Acme did not fall').find((r) => quoted(r) === 'not fall')?.push).toBeGreaterThan(0);
  });

  it('quotes the text as written: its capitals and its hyphenated words whole', () => {
    expect(texts('Bitcoin did not fall despite the ETH sell-off')).toContain('sell-off');
    expect(texts('Acme SURGES on record orders').join(' ')).toContain('SURGES');
  });

  it('leaves out small words and words that barely moved the score', () => {
    for (const text of ['Bitcoin rallies while ether holds', 'The company said on Monday it was reviewing the deal']) {
      for (const reason of texts(text)) expect(['while', 'the', 'on', 'it', 'was', 'as']).not.toContain(reason.toLowerCase());
    }
    expect(texts('The company said on Monday it was reviewing the deal')).toEqual([]);
    expect(texts('')).toEqual([]);
    expect(texts('...')).toEqual([]);
  });

  it('gives at most MAX_REASONS for an article, each phrase once, the title weighing more than the lead', () => {
    const title = 'Acme surges after record profit, beats estimates and raises guidance';
    const body = 'Acme surges again. Shares jumped as the company beat forecasts. Rivals slumped and Globex plunged after a warning.';
    const reasons = articleReasons(title, body);
    expect(reasons.length).toBeLessThanOrEqual(MAX_REASONS);
    expect(new Set(reasons.map((r) => r.slice(r.indexOf(':') + 1).toLowerCase())).size).toBe(reasons.length);
    expect(reasons.every((r) => /^(bullish|bearish):\S/.test(r))).toBe(true);
    expect(reasons[0]?.startsWith('bullish:')).toBe(true);
  });

  it('is the same every time for the same text', () => {
    const title = 'Solana jumps 12%; Cardano falls on the news';
    expect(articleReasons(title, '')).toEqual(articleReasons(title, ''));
  });
});
