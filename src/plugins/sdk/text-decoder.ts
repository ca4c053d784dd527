import { TextDecoder } from 'node:util';

// What windows-1252 puts at 0x80–0x9F, from the WHATWG Encoding Standard's index: Node 20 since
// 20.18.3 decodes that label (which `iso-8859-1`, `latin1` and `us-ascii` also name there) as
// Latin-1, so a feed's curly quotes, dashes and € came out as C1 control characters. The five
// bytes windows-1252 leaves undefined keep their code points, as the standard says.
const WINDOWS_1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';
const C1_CONTROLS = /[\u0080-\u009F]/g;

/** Decodes bytes as `label` names them. */
export interface BodyDecoder {
  decode(bytes: Uint8Array): string;
}

const windows1252: BodyDecoder = {
  decode: (bytes) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1').replace(C1_CONTROLS, (char) => WINDOWS_1252_HIGH[char.charCodeAt(0) - 0x80]!),
};

/**
 * A decoder for an encoding label as a browser reads it, or null for a label the platform does not
 * know. Use this rather than `new TextDecoder(label)`, which reads windows-1252 wrongly (above),
 * and reads GBK (which `gb2312` names too) without the four-byte sequences the standard's GBK
 * decoder takes, as its GB18030 one does: a Chinese feed labelled gb2312 lost those characters.
 */
export function decoderFor(label: string): BodyDecoder | null {
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(label);
  } catch {
    return null;
  }
  if (decoder.encoding === 'windows-1252') return windows1252;
  return decoder.encoding === 'gbk' ? new TextDecoder('gb18030') : decoder;
}
