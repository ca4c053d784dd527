// Figures become placeholders, so that "sube un 5,2 %" and "sube un 7 %" teach the model one
// thing: a signed percentage (<pct_up>, <pct_down>) reads as a move, any other figure as a fact.
// Decimals may take a comma or a point, and thousands either of them or a no-break space ("1.234,5").

/** One figure found in a text: where it stands and its placeholder. */
export interface Figure {
  start: number;
  end: number;
  placeholder: string;
}

const NUMBER = String.raw`\d+(?:[.,\u00a0\u202f]\d+)*`;
const SCALE = String.raw`(?:mil\s+millones|millones|millón|mil|milliards?|millions?|md|mrd\.?|mio\.?|milliarden|millionen|bn|m)`;
const CURRENCY_WORD = String.raw`(?:euros?|eur|dólar(?:es)?|dollars?|usd|libras?|livres?|pfund|francs?|franken|yuan|yenes|yens?)`;
const SYMBOL = '[$€£¥]';

// A sign right after a letter or a digit is a hyphen or a range ("3-5 %"), not a direction.
const PERCENT = new RegExp(String.raw`(?<![\p{L}\p{N}])([+\-−]?)${NUMBER}\s?(?:%|por\s+ciento|pour\s?cent|prozent\b)`, 'giu');
const MONEY = new RegExp(
  String.raw`${SYMBOL}\s?${NUMBER}(?:\s?${SCALE}\b)?|${NUMBER}\s?(?:${SCALE}\s?)?(?:(?:de\s+|d')?${CURRENCY_WORD}\b|${SYMBOL})`,
  'giu',
);
const PLAIN = new RegExp(NUMBER, 'gu');
const YEAR = /^(?:19|20)\d\d$/;

function percentPlaceholder(sign: string): string {
  if (sign === '+') return '<pct_up>';
  return sign === '' ? '<pct>' : '<pct_down>';
}

/** Every figure of the text, in text order: percentages first, then amounts of money, then other numbers. */
export function figuresOf(text: string): Figure[] {
  const found: Figure[] = [];
  const free = (start: number, end: number) => found.every((f) => end <= f.start || start >= f.end);
  for (const m of text.matchAll(PERCENT)) found.push({ start: m.index, end: m.index + m[0].length, placeholder: percentPlaceholder(m[1] ?? '') });
  for (const m of text.matchAll(MONEY)) {
    if (free(m.index, m.index + m[0].length)) found.push({ start: m.index, end: m.index + m[0].length, placeholder: '<money>' });
  }
  for (const m of text.matchAll(PLAIN)) {
    if (free(m.index, m.index + m[0].length)) found.push({ start: m.index, end: m.index + m[0].length, placeholder: YEAR.test(m[0]) ? '<year>' : '<num>' });
  }
  return found.sort((a, b) => a.start - b.start);
}
