// Sentence boundaries of plain ASCII text by the rules of UAX #29, which Intl.Segmenter (ICU)
// follows. ICU costs about four times as much on the same text; for printable ASCII the rules
// come down to a short scan from each . ! or ?, and anything else still goes to the segmenter.
// Character classes (SentenceBreakProperty for ASCII): ATerm '.', STerm '!' '?', Close
// " ' ( ) [ ] { }, Sp space and tab, SContinue , - : ; — no CR, LF or other control characters.

const FULL_STOP = 0x2e;

const isUpper = (c: number) => c >= 0x41 && c <= 0x5a;
const isLower = (c: number) => c >= 0x61 && c <= 0x7a;
const isLetter = (c: number) => isUpper(c) || isLower(c);
const isDigit = (c: number) => c >= 0x30 && c <= 0x39;
const isTerm = (c: number) => c === FULL_STOP || c === 0x21 || c === 0x3f;
const isClose = (c: number) => c === 0x22 || c === 0x27 || c === 0x28 || c === 0x29 || c === 0x5b || c === 0x5d || c === 0x7b || c === 0x7d;
const isSpace = (c: number) => c === 0x20 || c === 0x09;
const isSContinue = (c: number) => c === 0x2c || c === 0x2d || c === 0x3a || c === 0x3b;

/** Text the scan below handles: printable ASCII and tabs. */
export const PRINTABLE_ASCII = /^[\t -~]*$/;

/** Whether the sentence goes on at `next`, the first character after a terminator at `term` and its closers and spaces. */
function continuesAt(text: string, term: number, next: number): boolean {
  const c = text.charCodeAt(next);
  // SB8a: "etc., and", "?!".
  if (isSContinue(c) || isTerm(c)) return true;
  if (text.charCodeAt(term) !== FULL_STOP) return false;
  const adjacent = next === term + 1;
  // SB6: "3.5". SB7: "U.S", "e.G".
  if (adjacent && isDigit(c)) return true;
  if (adjacent && isUpper(c) && term > 0 && isLetter(text.charCodeAt(term - 1))) return true;
  // SB8: the next letter, past anything but letters and terminators, is lower case ("e.g. the").
  let i = next;
  while (i < text.length && !isLetter(text.charCodeAt(i)) && !isTerm(text.charCodeAt(i))) i += 1;
  return i < text.length && isLower(text.charCodeAt(i));
}

/** Where each sentence but the last ends (SB9–SB11: after a terminator, its closers and its spaces). */
export function asciiSentenceEnds(text: string): number[] {
  const ends: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    if (!isTerm(text.charCodeAt(i))) continue;
    let next = i + 1;
    while (next < text.length && isClose(text.charCodeAt(next))) next += 1;
    while (next < text.length && isSpace(text.charCodeAt(next))) next += 1;
    if (next >= text.length) break;
    if (!continuesAt(text, i, next)) ends.push(next);
    i = next - 1;
  }
  return ends;
}
