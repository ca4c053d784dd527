// The scores' machine reasons in plain words (docs/product.md#why-this-score). The enricher keeps
// one short string per signal that moved a score ("source_weight:80", "event:hack"); the points
// themselves are not stored, so the sentences say what counted, not by how much. A reason this
// file does not know, or one whose value is malformed, is still shown, spelled out as it came.
import { languageLabel } from './languages';

const EVENTS: Record<string, string> = {
  rate_decision: 'About an interest-rate decision',
  macro_data: 'About economic figures (inflation, jobs, growth)',
  earnings: "About a company's earnings",
  m_and_a: 'About a takeover or merger',
  hack: 'About a hack or exploit',
  etf: 'About an exchange-traded fund (ETF)',
  bankruptcy: 'About a bankruptcy or insolvency',
  enforcement: 'About a lawsuit, fine or enforcement action',
  ipo: 'About a stock market listing (IPO)',
  layoffs: 'About job cuts',
  approval: 'About an approval',
};

const ENTITIES: Record<string, string> = {
  central_bank: 'Names a central bank',
  regulator: 'Names a financial regulator',
};

/** Reasons that are a bare word, with no value after a colon. */
const FLAGS: Record<string, string> = {
  thin_text: 'Very short text, so there was little to go on',
  market_wide: 'Touches the whole market, not just one asset',
  no_magnitude: 'No words or figures about the size of the news',
  no_topic: 'Fits none of the home topics',
  title_numbers: 'The headline carries figures',
};

const AMOUNT_UNITS: Record<string, string> = { k: 'thousand', m: 'million', b: 'billion', bn: 'billion', t: 'trillion', tn: 'trillion' };
const AGE_UNITS: Record<string, [string, string]> = { m: ['minute', 'minutes'], h: ['hour', 'hours'], d: ['day', 'days'] };

const WHOLE = /^\d+$/;

/** A table's own entry: "constructor" or "toString" in a stored reason must not find Object's. */
function own<T>(table: Record<string, T>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

function whole(value: string): number | null {
  return WHOLE.test(value) ? Number(value) : null;
}

function sourceWeight(value: string): string | null {
  const weight = whole(value);
  if (weight === null || weight > 100) return null;
  const kind = weight >= 75 ? 'a highly weighted' : weight >= 40 ? 'an ordinarily weighted' : 'a lightly weighted';
  return `Published by ${kind} source (weight ${weight} of 100)`;
}

function tickers(value: string): string | null {
  const n = whole(value);
  return n === null ? null : `Names ${count(n, 'asset', 'assets')}`;
}

function move(value: string): string | null {
  return /^[+-]?\d+(\.\d+)?%$/.test(value) ? `Reports a price move of ${value}` : null;
}

function amount(value: string): string | null {
  const [, figure, unit = ''] = /^\$(\d+(?:\.\d+)?)(k|m|bn?|tn?)$/i.exec(value) ?? [];
  const word = own(AMOUNT_UNITS, unit.toLowerCase());
  return figure && word ? `Reports a sum of $${figure} ${word}` : null;
}

function recency(value: string): string | null {
  const [, figure, unit = ''] = /^(\d+)([mhd])$/.exec(value) ?? [];
  const words = own(AGE_UNITS, unit);
  if (!figure || !words) return null;
  const age = count(Number(figure), ...words);
  // Recency only counts at the ends: fresh news gains, news days old loses.
  return unit === 'd' ? `Older news: published ${age} before it was scored` : `Fresh news: published ${age} before it was scored`;
}

function votes(value: string): string | null {
  const match = /^(total|important)=(\d+)$/.exec(value);
  if (!match) return null;
  const n = Number(match[2]);
  return match[1] === 'total' ? `${count(n, 'reader vote', 'reader votes')} on the provider` : `${count(n, 'reader', 'readers')} marked it important`;
}

function cluster(value: string): string | null {
  const match = /^(\d+)_sources$/.exec(value);
  return match ? `The same story is carried by ${match[1]} sources` : null;
}

function symbol(value: string, sentence: (s: string) => string): string | null {
  return /^[\w^./-]{1,20}$/.test(value) ? sentence(value) : null;
}

function topic(value: string): string | null {
  return /^[a-z_]+$/.test(value) ? `Filed under the ${value.replace(/_/g, ' ')} topic` : null;
}

function decimal(value: string): number | null {
  return /^\d+(\.\d+)?$/.test(value) ? Number(value) : null;
}

/**
 * A word of size, its spaces written as _: in English its plain form ("record_high"), in Spanish,
 * French and German as the article writes it ("se_desploma", "s'effondre", "größte"), so any
 * script's letters and marks, an apostrophe and a hyphen are words; anything else is shown spelled out.
 */
function magnitude(value: string): string | null {
  return /^[\p{L}\p{M}\p{N}_'’-]+$/u.test(value) ? `Uses a word of size: "${value.replace(/_/g, ' ')}"` : null;
}

/** Reasons of the form "key:value", each read by its own function (null: a value it cannot read). */
const FORMS: Record<string, (value: string) => string | null> = {
  source_weight: sourceWeight,
  entity: (value) => own(ENTITIES, value) ?? null,
  tickers,
  ticker: (value) => symbol(value, (s) => `Involves ${s}, one of the most followed assets`),
  ticker_popularity: (value) => symbol(value, (s) => `Involves ${s}, an asset many readers follow`),
  move,
  amount,
  event: (value) => own(EVENTS, value) ?? null,
  topic,
  recency,
  cluster,
  votes,
  magnitude,
  sentiment: (value) => (decimal(value) === null ? null : `Reads strongly one way (tone strength ${value} of 1)`),
  title_match: (value) => {
    const n = whole(value);
    return n === null ? null : `The headline uses ${count(n, 'finance word', 'finance words')}`;
  },
  keyword_density: (value) => (decimal(value) === null ? null : `Finance words make up ${value}% of the text`),
  // Scored from what does not need its words: the source, the tickers it names, when it came out.
  text_unread: (value) => (/^[a-z]{2}$/.test(value) ? `Its words were not read: the scoring reads no ${languageLabel(value)}` : null),
};

/** A reason no rule reads, spelled out rather than dropped: "Other signal: foo bar: baz". */
function readable(reason: string): string {
  const spelled = reason.replace(/_/g, ' ').replace(/:/, ': ').replace(/\s+/g, ' ').trim();
  if (spelled === '') return 'An unnamed signal';
  return `Other signal: ${spelled.length > 80 ? `${spelled.slice(0, 79)}…` : spelled}`;
}

/** One reason ("event:hack") as a sentence a reader understands ("About a hack or exploit"). */
export function reasonSentence(reason: string): string {
  const colon = reason.indexOf(':');
  if (colon < 0) return own(FLAGS, reason) ?? readable(reason);
  return own(FORMS, reason.slice(0, colon))?.(reason.slice(colon + 1)) ?? readable(reason);
}

/**
 * The reasons stored for one score (`score_reasons[kind]`) as sentences, in the order the score
 * added them. Anything but a list reads as none; an entry that is not a string is still counted.
 */
export function scoreReasons(reasons: Record<string, unknown> | null, kind: string): string[] {
  const list = reasons && Object.hasOwn(reasons, kind) ? reasons[kind] : undefined;
  if (!Array.isArray(list)) return [];
  return list.map((reason) => (typeof reason === 'string' ? reasonSentence(reason) : 'An unreadable signal'));
}
