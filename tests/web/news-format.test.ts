import { describe, expect, it } from 'vitest';
import { dirOf, stripMarkup, truncate } from '../../src/web/lib/news-format';

// These tests run in Node, where there is no DOMParser: they check that a plain title never needs
// it (a title with an entity or a stray '<' goes through the browser's HTML parser).
describe('stripMarkup', () => {
  it('reads a title without entities or stray brackets as it is: tags out, spaces collapsed', () => {
    expect(stripMarkup(' Fed <b>holds</b>\n rates ')).toBe('Fed holds rates');
    expect(stripMarkup('BTC > $100k, ETH flat')).toBe('BTC > $100k, ETH flat');
  });
});

/** No half of a surrogate pair anywhere in the text. */
const whole = (text: string) => !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text);

describe('truncate', () => {
  it('cuts English at a word, without a stop before the ellipsis', () => {
    expect(truncate('Bitcoin tops seventy one thousand dollars. ETF inflows return', 44)).toBe('Bitcoin tops seventy one thousand dollars…');
    expect(truncate('Short enough', 20)).toBe('Short enough');
  });

  it('cuts a text without spaces after a whole character, keeping nearly all the room', () => {
    const chinese = '美联储会议纪要显示多数官员支持在年内再降息一次市场预期美元走弱比特币价格突破十万美元大关';
    const cut = truncate(`比特币 ${chinese}`, 30);
    expect(cut).toHaveLength(30);
    expect(cut.endsWith('…')).toBe(true);
  });

  it('never splits an emoji, a flag or a vowel sign', () => {
    const rocket = `${'新高'.repeat(59)}新🚀高`;
    expect(whole(truncate(rocket, 120))).toBe(true);
    expect(truncate('🇺🇸🇺🇸🇺🇸', 6)).toBe('🇺🇸…');
    // बिकवाली: a consonant with its vowel sign is one character to a reader.
    expect(truncate('शेयरों में बिकवाली', 16)).toBe('शेयरों में…');
    expect(truncate('बिकवालीबिकवाली', 6)).toBe('बिकवा…');
  });
});

describe('dirOf', () => {
  it('lays out a right-to-left language right to left, whatever its text opens with', () => {
    for (const language of ['ar', 'he', 'fa', 'ur', 'ps', 'yi', 'dv', 'ckb', 'sd', 'ug']) expect(dirOf({ language }), language).toBe('rtl');
  });

  it('lays out every other known language left to right, and leaves an unknown one to its letters', () => {
    expect([dirOf({ language: 'en' }), dirOf({ language: 'ja' }), dirOf({ language: 'es' })]).toEqual(['ltr', 'ltr', 'ltr']);
    expect([dirOf({ language: 'und' }), dirOf({ language: '' })]).toEqual(['auto', 'auto']);
  });
});
