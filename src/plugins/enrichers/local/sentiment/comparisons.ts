// "EPS $1.52 vs. $1.55", "rose to EUR 12.4 mn from EUR 9.1 mn", "EUR 31.2 mn (EUR 24.6 mn)",
// "a net loss of SEK 77 million, against a profit of SEK 31 million": finance texts state the
// direction of a result by setting two amounts side by side, so the tokeniser reads it as a move.
import { AMOUNT, type Amount, CURRENCY_PREFIX, parseAmount, scaledPair } from './amounts.js';

// "a net loss of", "an operating profit of", "loss per share": says which side of zero an amount is on.
const QUALIFIER = String.raw`(?:(?:an?|the)\s)?(?:(?:net|operating|pre-?tax|gross|comparable|quarterly)\s){0,2}(loss|profit)(?:\s(?:before|after)\s(?:taxes|tax)|\sper\sshare)?\s(?:of\s)?`;
// Up to a few words between the new figure and the word that introduces the old one ("in the
// quarter", "in 2010"); no other figure, which would be the one compared.
const BETWEEN = String.raw`((?:,?\s(?:[^\s\d.;()]+|(?:19|20)\d\d),?){0,6}?)`;
const CONNECTOR = String.raw`(compared\s(?:with|to)|as\sagainst|against|versus|vs\.?|from|after|\()`;

/** "A … from B", "A compared with B", "A (B)", "A vs. B": the new figure first. */
const NEW_FIRST = new RegExp(`(${QUALIFIER})?(${AMOUNT})${BETWEEN},?\\s?${CONNECTOR}\\s?(?:${QUALIFIER})?(${AMOUNT})`, 'g');
/** "from B … to A": the old figure first. */
const OLD_FIRST = new RegExp(`\\bfrom\\s(${QUALIFIER})?(${AMOUNT})${BETWEEN}\\s(?:to|into)\\s(?:${QUALIFIER})?(${AMOUNT})`, 'g');

// How far back a sign word ("loss", "profit") is looked for when only the other amount has one.
const LOOK_BACK = 50;

/** A regular expression group that may not take part in the match. */
type Optional = string | undefined;

interface Side {
  amount: Amount;
  /** 'loss' or 'profit' when a qualifier says so, else ''. */
  sign: string;
}

const YEAR = /^(?:19|20)\d\d$/;

/** Amounts worth comparing: both percentages or neither, and neither a year ("in 2009 from 2008", "(2008: EUR 12 mn)"). */
function comparable(textA: string, textB: string): boolean {
  const a = parseAmount(textA);
  const b = parseAmount(textB);
  return a.percent === b.percent && !YEAR.test(textA) && !YEAR.test(textB);
}

const CURRENCY = new RegExp(`^-?(${CURRENCY_PREFIX})`);

/** "$2 billion (£1.5 billion)" converts, it does not compare: the old figure has no currency or the same one. */
function sameCurrency(textA: string, textB: string): boolean {
  const currency = (text: string) => (CURRENCY.exec(text)?.[1] ?? '').trim();
  const b = currency(textB);
  return b === '' || b === currency(textA);
}

function lastSignWord(before: string): string {
  const words = before.slice(-LOOK_BACK).match(/\b(loss|profit)\b/g);
  return words?.at(-1) ?? '';
}

/**
 * The marker for a new and an old figure. With a loss or a profit named on either side, the
 * amounts are signed and the marker says better or worse (`<swing_up>`); otherwise it only says
 * which number is larger (`<num_up>`), and the reader of the marker decides whether larger is better.
 */
function markerOf(kind: 'vs' | 'num', fresh: Side, old: Side): string {
  const signed = fresh.sign !== '' || old.sign !== '';
  const [a, b] = scaledPair(fresh.amount, old.amount);
  const signedA = fresh.sign === 'loss' ? -Math.abs(a) : a;
  const signedB = old.sign === 'loss' ? -Math.abs(b) : b;
  const name = kind === 'vs' ? 'vs' : signed ? 'swing' : 'num';
  const [x, y] = signed ? [signedA, signedB] : [a, b];
  return x > y ? `<${name}_up>` : x < y ? `<${name}_down>` : `<${name}_flat>`;
}

function markNewFirst(text: string): string {
  return text.replace(NEW_FIRST, (match: string, ...groups: unknown[]) => {
    const [qualifierA, signA, amountA, between, connector, signB, amountB, offset] = groups as [Optional, Optional, string, string, string, Optional, string, number];
    if (!comparable(amountA, amountB) || !sameCurrency(amountA, amountB) || (connector === '(' && between !== '') || (connector === 'after' && !signB)) return match;
    const fresh = { amount: parseAmount(amountA), sign: signA ?? (signB ? lastSignWord(text.slice(0, offset)) : '') };
    const marker = markerOf(connector.startsWith('v') ? 'vs' : 'num', fresh, { amount: parseAmount(amountB), sign: signB ?? '' });
    return `${qualifierA ?? ''}${amountA}${between} ${marker} ${amountB}`;
  });
}

function markOldFirst(text: string): string {
  return text.replace(OLD_FIRST, (match: string, ...groups: unknown[]) => {
    const [qualifierB, signB, amountB, between, signA, amountA] = groups as [Optional, Optional, string, string, Optional, string];
    if (!comparable(amountA, amountB)) return match;
    const marker = markerOf('num', { amount: parseAmount(amountA), sign: signA ?? '' }, { amount: parseAmount(amountB), sign: signB ?? '' });
    return `from ${qualifierB ?? ''}${amountB}${between} ${marker} ${amountA}`;
  });
}

/**
 * Replaces the words that set two amounts side by side by a marker of the direction from the
 * old figure to the new: `<vs_up>` for "A vs. B", `<num_up>` or `<swing_up>` for the others
 * (see markerOf), and likewise `_down` and `_flat`. Expects lower-cased text.
 */
export function markComparisons(text: string): string {
  return markNewFirst(markOldFirst(text));
}
