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
const STRAIGHT_SINGLE = 0x27;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
// What may stand before a word's opening mark: a space, a bracket, a dash or another opening mark.
const BEFORE_OPENING = /[\s([{\-–—“‘"']/;
const PUNCTUATION_BEFORE_CLOSE = /[.,!?…;:]/;

export interface QuoteMarks {
  /** Opens a quotation that it does not close: `"If prices are soft, we cut.` */
  unclosed: boolean;
  /** Closes a quotation that it did not open: `If not, we wait."` */
  unopened: boolean;
}

const NON_SPACE = /\S/;

const afterSpaceOrOpening = (text: string, i: number) => i === 0 || BEFORE_OPENING.test(text[i - 1] ?? '');

/** Quotation marks counted over a text that grows at its end: each part is read once. */
export class QuoteTally {
  private doubleDepth = 0;
  private doubleUnopened = false;
  private singleOpens = 0;
  private singleSureCloses = 0;
  private singleMaybeCloses = 0;

  /** Counts the marks of text[from…]; what comes before `from` was read already. */
  read(text: string, from: number): void {
    for (let i = from; i < text.length; i += 1) {
      const code = text.charCodeAt(i);
      if (code === DOUBLE_OPEN || code === DOUBLE_CLOSE) this.double(code === DOUBLE_OPEN);
      else if (code === STRAIGHT_DOUBLE) this.double(afterSpaceOrOpening(text, i) && NON_SPACE.test(text[i + 1] ?? ' '));
      else if (code === SINGLE_OPEN || code === SINGLE_CLOSE) this.single(text, i, code === SINGLE_OPEN ? 'open' : 'close');
      else if (code === STRAIGHT_SINGLE) this.single(text, i, null);
    }
  }

  private double(opens: boolean): void {
    if (opens) this.doubleDepth += 1;
    else if (this.doubleDepth > 0) this.doubleDepth -= 1;
    else this.doubleUnopened = true;
  }

  private single(text: string, i: number, curly: 'open' | 'close' | null): void {
    if (curly === 'open' || (curly === null && afterSpaceOrOpening(text, i) && LETTER_OR_DIGIT.test(text[i + 1] ?? ''))) {
      this.singleOpens += 1;
      return;
    }
    // Between letters ("didn't", "Fed’s") it is an apostrophe, not a quotation mark.
    if (LETTER_OR_DIGIT.test(text[i + 1] ?? '') || i === 0) return;
    if (PUNCTUATION_BEFORE_CLOSE.test(text[i - 1] ?? '')) this.singleSureCloses += 1;
    else if (LETTER_OR_DIGIT.test(text[i - 1] ?? '')) this.singleMaybeCloses += 1;
  }

  marks(): QuoteMarks {
    return {
      unclosed: this.doubleDepth > 0 || this.singleOpens > this.singleSureCloses + this.singleMaybeCloses,
      unopened: this.doubleUnopened || this.singleSureCloses > this.singleOpens,
    };
  }
}

/** How a text leaves its quotation marks, straight and curly, double and single. */
export function quoteMarks(text: string): QuoteMarks {
  const tally = new QuoteTally();
  tally.read(text, 0);
  return tally.marks();
}

/** True when every quotation the text opens it also closes, and it closes none it did not open. */
export function hasBalancedQuotes(text: string): boolean {
  const { unclosed, unopened } = quoteMarks(text);
  return !unclosed && !unopened;
}
