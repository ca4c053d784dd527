// Quotation marks, so that a sentence lifted from a quotation keeps both its marks or neither.
// Double marks pair by position: “ opens and ” closes; a straight " opens at the start of a word
// and closes anywhere else. Single marks double as apostrophes ("Fed’s", "investors’ money"),
// so they are only counted: ‘ or ' at the start of a word opens, ’ or ' after punctuation
// ("wait.’", "flexibility,’") surely closes, and one after a letter may close or be a possessive.

const DOUBLE_OPEN = 0x201c;
const DOUBLE_CLOSE = 0x201d;
const SINGLE_OPEN = 0x2018;
const SINGLE_CLOSE = 0x2019;
const STRAIGHT_DOUBLE = 0x22;
// Every quotation mark, found by the regex engine: most text between them has none.
const MARK = /["'‘’“”]/g;
const LETTER_OR_DIGIT = /^[\p{L}\p{N}]$/u;
const SPACE = /^\s$/;
// What may stand before a word's opening mark, besides a space: a bracket, a dash or another opening mark.
const BEFORE_OPENING = new Set([...'([{-–—“‘"\'']);
const BEFORE_SURE_CLOSE = new Set([...'.,!?…;:']);

export interface QuoteMarks {
  /** Opens a quotation that it does not close: `"If prices are soft, we cut.` */
  unclosed: boolean;
  /** Closes a quotation that it did not open: `If not, we wait."` */
  unopened: boolean;
}

/** A letter or digit at `i` (false outside the text); ASCII without a regex. */
function isWordChar(text: string, i: number): boolean {
  const code = text.charCodeAt(i);
  if (Number.isNaN(code)) return false;
  if (code < 0x80) return (code >= 0x30 && code <= 0x39) || ((code | 0x20) >= 0x61 && (code | 0x20) <= 0x7a);
  return LETTER_OR_DIGIT.test(text.charAt(i));
}

/** The start of the text, or a space or an opening character at `i - 1`. */
function opensAt(text: string, i: number): boolean {
  if (i === 0) return true;
  const before = text.charAt(i - 1);
  return before === ' ' || BEFORE_OPENING.has(before) || SPACE.test(before);
}

/** Quotation marks counted over a text that grows at its end: each part is read once. */
export class QuoteTally {
  private doubleDepth = 0;
  private doubleUnopened = false;
  private singleOpens = 0;
  private singleSureCloses = 0;
  private singleMaybeCloses = 0;

  /** Counts the marks of text[from…]; what comes before `from` was read already. */
  read(text: string, from: number): void {
    MARK.lastIndex = from;
    for (let match = MARK.exec(text); match; match = MARK.exec(text)) {
      const i = match.index;
      const code = text.charCodeAt(i);
      if (code === DOUBLE_OPEN || code === DOUBLE_CLOSE) this.double(code === DOUBLE_OPEN);
      else if (code === STRAIGHT_DOUBLE) this.double(opensAt(text, i) && i + 1 < text.length && !SPACE.test(text.charAt(i + 1)));
      else if (code === SINGLE_OPEN) this.singleOpens += 1;
      else this.single(text, i, code === SINGLE_CLOSE);
    }
  }

  /** True while a quotation is open (a double mark surely, a single one unless a later mark may have closed it). */
  get open(): boolean {
    return this.doubleDepth > 0 || this.singleOpens > this.singleSureCloses + this.singleMaybeCloses;
  }

  /** Closes every quotation it opens and opens every one it closes. */
  get paired(): boolean {
    const { unclosed, unopened } = this.marks();
    return !unclosed && !unopened;
  }

  marks(): QuoteMarks {
    return { unclosed: this.open, unopened: this.doubleUnopened || this.singleSureCloses > this.singleOpens };
  }

  private double(opens: boolean): void {
    if (opens) this.doubleDepth += 1;
    else if (this.doubleDepth > 0) this.doubleDepth -= 1;
    else this.doubleUnopened = true;
  }

  /** ' or ’: an opening mark at the start of a word, an apostrophe inside one ("didn't", "’90s"), else maybe a closing mark. */
  private single(text: string, i: number, curly: boolean): void {
    const beforeWord = isWordChar(text, i + 1);
    if (!curly && beforeWord && opensAt(text, i)) this.singleOpens += 1;
    else if (beforeWord) return;
    else if (BEFORE_SURE_CLOSE.has(text.charAt(i - 1))) this.singleSureCloses += 1;
    else if (isWordChar(text, i - 1)) this.singleMaybeCloses += 1;
  }
}

/** How a text leaves its quotation marks, straight and curly, double and single. */
export function quoteMarks(text: string): QuoteMarks {
  const tally = new QuoteTally();
  tally.read(text, 0);
  return tally.marks();
}
