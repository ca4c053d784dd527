// "EPS $1.52 vs. $1.55", "PT raised to $87 vs. $84", "Payrolls 125K vs 153K": finance headlines
// state the direction of a result as a comparison, so the tokeniser reads it as a move.

const AMOUNT = String.raw`(-?)[$€£]?\s?(\d[\d,]*(?:\.\d+)?)\s?(cents?|k|m|mm|mln|million|b|bn|bln|billion|t|tn|trillion|%)?`;
const COMPARISON = new RegExp(`${AMOUNT}\\s+vs\\.?\\s+(prior\\s+|(?:a\\s+)?loss(?:\\s+per\\s+share)?(?:\\s+of)?\\s+)?${AMOUNT}`, 'g');

const SCALE: Record<string, number> = {
  cent: 0.01, cents: 0.01, k: 1e3, m: 1e6, mm: 1e6, mln: 1e6, million: 1e6,
  b: 1e9, bn: 1e9, bln: 1e9, billion: 1e9, t: 1e12, tn: 1e12, trillion: 1e12,
};

function amount(sign: string, digits: string, unit: string | undefined, otherUnit: string | undefined): number {
  // "$3.22 vs. $3.32 bln": a unit written on one side only applies to both.
  const scale = SCALE[unit ?? otherUnit ?? ''] ?? 1;
  return (sign === '-' ? -1 : 1) * Number(digits.replace(/,/g, '')) * scale;
}

/**
 * Replaces "vs." between two amounts by `<vs_up>`, `<vs_down>` or `<vs_flat>`: the first amount
 * is the new figure, the second the prior one or the consensus. "vs. loss of $1.23" compares with
 * a negative amount. Expects lower-cased text.
 */
export function markComparisons(text: string): string {
  return text.replace(COMPARISON, (match: string, ...groups: Array<string | undefined>) => {
    const [signA = '', digitsA = '', unitA, prior = '', signB = '', digitsB = '', unitB] = groups;
    const a = amount(signA, digitsA, unitA, unitB);
    const b = amount(prior.includes('loss') ? '-' : signB, digitsB, unitB, unitA);
    const mark = a > b ? '<vs_up>' : a < b ? '<vs_down>' : '<vs_flat>';
    // The qualifier goes too: "loss" next to the mark would read as a bad noun.
    return match.replace(/\s+vs\.?\s+(?:prior\s+|(?:a\s+)?loss(?:\s+per\s+share)?(?:\s+of)?\s+)?/, ` ${mark} `);
  });
}
