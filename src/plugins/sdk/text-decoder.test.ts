import { describe, expect, it } from 'vitest';
import { decoderFor } from './text-decoder.js';

describe('decoderFor', () => {
  // Curly quotes, a euro, a dash, one of the five bytes windows-1252 leaves undefined, and é.
  const bytes = new Uint8Array([0x93, 0x80, 0x92, 0x96, 0x81, 0xe9]);

  it.each(['windows-1252', 'cp1252', 'iso-8859-1', 'latin1', 'us-ascii'])('reads %s as windows-1252, as browsers do', (label) => {
    expect(decoderFor(label)?.decode(bytes)).toBe('“€’–\u0081é');
  });

  it('reads a slice of a larger buffer from its own offset', () => {
    const larger = new Uint8Array([0x41, 0x93, 0x42, 0x94, 0x43]);
    expect(decoderFor('windows-1252')?.decode(larger.subarray(1, 4))).toBe('“B”');
  });

  it('reads other encodings as the platform does', () => {
    expect(decoderFor('windows-1251')?.decode(new Uint8Array([0xc0, 0x88]))).toBe('А€');
    expect(decoderFor('shift_jis')?.decode(new Uint8Array([0x82, 0xa0]))).toBe('あ');
  });

  it('reads GBK, as gb2312 names it too, with the four-byte sequences of GB18030, as browsers do', () => {
    // U+0080 in four bytes, then 你 in two.
    const bytes = new Uint8Array([0x81, 0x30, 0x81, 0x30, 0xc4, 0xe3]);
    for (const label of ['gb2312', 'gbk', 'gb18030']) expect(decoderFor(label)?.decode(bytes), label).toBe('\u0080你');
  });

  it('knows no encoding it cannot read', () => {
    expect(decoderFor('klingon')).toBeNull();
  });
});
