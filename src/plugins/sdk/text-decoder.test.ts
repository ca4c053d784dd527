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

  it('knows no encoding it cannot read', () => {
    expect(decoderFor('klingon')).toBeNull();
  });
});
