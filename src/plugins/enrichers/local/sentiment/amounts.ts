// Amounts as headlines and news wires write them: "$1.52", "42 cents", "125K", "EUR 12.4 mn",
// "EUR12.4m", "12.4 mln euro", "SEK 300 million", "9.4 %". The comparisons and the money
// placeholder share these patterns, so that what is compared is also what becomes <money>.

const SYMBOL = '[$€£¥]';
const CODE = '(?:eur|usd|sek|nok|dkk|gbp|chf|jpy|pln|rub|cny|cad|aud|isk|huf|czk|inr|hkd|sgd)';
const SCALE = '(?:cents?|k|m|mn|mm|mln|million|b|bn|bln|billion|t|tn|trillion)';
const CURRENCY_WORD = "(?:euros?|dollars?|(?:swedish |norwegian |danish )?(?:crowns|kronor|kroner|krona)|pounds?|francs|yen|roubles?|rubles?|zlotys?)";
const DIGITS = String.raw`\d[\d,]*(?:\.\d+)?`;

/** A currency in front: "$", "EUR ", "eur". */
export const CURRENCY_PREFIX = `(?:${SYMBOL}\\s?|\\b${CODE}\\s?)`;

/** One amount, lower case, with its sign, currency, scale and currency word; see parseAmount. */
export const AMOUNT = `(?<![a-z0-9.,])-?${CURRENCY_PREFIX}?-?${DIGITS}(?:\\s?(?:${SCALE}|%|percent|pct)(?![a-z]))?(?:\\s${CURRENCY_WORD}(?![a-z]))?`;

/**
 * Money worth a placeholder: a currency in front ("$5 million", "EUR 12.4 mn") or a currency word
 * after ("12.4 mln euro"). A bare number stays a number.
 */
export const MONEY = new RegExp(
  `${CURRENCY_PREFIX}-?${DIGITS}(?:\\s?${SCALE}(?![a-z]))?(?:\\s${CURRENCY_WORD}(?![a-z]))?|${DIGITS}(?:\\s?${SCALE}(?![a-z]))?\\s${CURRENCY_WORD}(?![a-z])`,
  'g',
);

const SCALES: Record<string, number> = {
  cent: 0.01, cents: 0.01, k: 1e3, m: 1e6, mn: 1e6, mm: 1e6, mln: 1e6, million: 1e6,
  b: 1e9, bn: 1e9, bln: 1e9, billion: 1e9, t: 1e12, tn: 1e12, trillion: 1e12,
};

export interface Amount {
  value: number;
  /** The scale word ("mn", "bln", "cents"), or "" when the amount has none. */
  scale: string;
  percent: boolean;
}

/** Reads an amount matched by AMOUNT. */
export function parseAmount(text: string): Amount {
  const digits = /\d[\d,]*(?:\.\d+)?/.exec(text)?.[0] ?? '0';
  const after = text.slice(text.indexOf(digits) + digits.length);
  const scale = /^\s?([a-z]+)/.exec(after)?.[1] ?? '';
  const negative = /^-|^[^\d]*-/.test(text.slice(0, text.indexOf(digits)));
  return {
    value: (negative ? -1 : 1) * Number(digits.replace(/,/g, '')),
    scale: scale in SCALES ? scale : '',
    percent: /%|percent|pct/.test(after),
  };
}

/**
 * The two amounts' values in one unit: "$3.22 vs. $3.32 bln" has its scale on one side only,
 * and it applies to both.
 */
export function scaledPair(a: Amount, b: Amount): [number, number] {
  const scaleA = SCALES[a.scale || b.scale] ?? 1;
  const scaleB = SCALES[b.scale || a.scale] ?? 1;
  return [a.value * scaleA, b.value * scaleB];
}
