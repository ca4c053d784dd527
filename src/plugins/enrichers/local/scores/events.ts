// The kinds of news that move prices, found by keyword in the title or the body.
import type { FinanceEntities } from '../finance-entities.js';
import { countOf, normalPhrase, type TermBag, writtenPhrase } from '../term-bag.js';

export type EventKind =
  | 'rate_decision' | 'macro_data' | 'earnings' | 'm_and_a' | 'hack' | 'etf' | 'bankruptcy' | 'enforcement' | 'ipo' | 'layoffs' | 'approval';

const EVENT_KEYWORDS: Record<EventKind, readonly string[]> = {
  rate_decision: ['rate decision', 'interest rate', 'benchmark rate', 'policy rate', 'rate cut', 'rate hike', 'cut rates', 'raise rates', 'hold rates', 'held rates', 'holds rates', 'kept rates'],
  macro_data: ['inflation', 'cpi', 'consumer price', 'payroll', 'jobs report', 'gdp', 'unemployment rate', 'retail sales', 'pmi'],
  earnings: ['earnings', 'quarterly result', 'earnings per share', 'eps', 'beat estimate', 'beats estimate', 'missed estimate', 'quarterly revenue', 'profit warning', 'cuts its outlook', 'lifts guidance'],
  m_and_a: ['takeover', 'acquisition', 'acquire', 'merger', 'buyout', 'agreed to buy', 'agrees to buy', 'bid for'],
  hack: ['hack', 'hacked', 'exploit', 'breach', 'stolen', 'attacker', 'drained'],
  etf: ['etf', 'exchange-traded fund', 'exchange-traded product'],
  bankruptcy: ['bankruptcy', 'insolvency', 'chapter 11', 'insolvent', 'default on', 'administration'],
  enforcement: ['lawsuit', 'charged', 'fined', 'penalty', 'settle', 'settlement', 'sued', 'enforcement action', 'indicted'],
  ipo: ['ipo', 'initial public offering', 'market debut', 'listing debut'],
  layoffs: ['layoff', 'job cut', 'cut job', 'redundancies'],
  approval: ['approve', 'approved', 'approval', 'green light', 'authorised', 'authorized'],
};
const EVENT_KINDS = Object.keys(EVENT_KEYWORDS) as EventKind[];

/** A language's event and size words, each phrase in the normal form its term bags hold. */
export interface EventTables {
  events: Record<EventKind, readonly string[]>;
  magnitude: readonly string[];
}

/** The tables of raw phrases, each put in normal form by `phrase` (a language's stems, English's singulars). */
export function eventTables(raw: EventTables, phrase: (text: string) => string): EventTables {
  const events = Object.fromEntries(EVENT_KINDS.map((kind) => [kind, raw.events[kind].map(phrase)])) as Record<EventKind, string[]>;
  return { events, magnitude: raw.magnitude.map(phrase) };
}

export interface FoundEvent {
  kind: EventKind;
  /** In the headline: the story is about it, not merely mentioning it. */
  inTitle: boolean;
}

/** Whether the bag holds any keyword of the kind (the first one found settles it). */
function mentions(keywords: readonly string[], bag: TermBag): boolean {
  return keywords.some((k) => countOf(bag, k) > 0);
}

/** The events a story reports; a rate decision needs a central bank, an approval a regulator. */
export function findEvents(title: TermBag, body: TermBag, entities: FinanceEntities, tables: EventTables = ENGLISH_EVENTS): FoundEvent[] {
  const found: FoundEvent[] = [];
  for (const kind of EVENT_KINDS) {
    if (kind === 'rate_decision' && entities.centralBanks.length === 0) continue;
    if (kind === 'approval' && entities.regulators.length === 0) continue;
    const inTitle = mentions(tables.events[kind], title);
    if (inTitle || mentions(tables.events[kind], body)) found.push({ kind, inTitle });
  }
  return found;
}

const MAGNITUDE = [
  'record', 'all-time high', 'historic', 'biggest', 'largest', 'worst', 'sharpest', 'crash', 'plunge', 'plummet', 'soar', 'surge',
  'collapse', 'tumble', 'slump', 'spike', 'turmoil', 'panic', 'emergency', 'unprecedented', 'rout', 'meltdown', 'skyrocket',
  'highest since', 'lowest since', 'first time', 'sweeping', 'landmark', 'crashed', 'plunged', 'plummeted', 'soared', 'surged',
  'collapsed', 'tumbled', 'slumped', 'spiked', 'skyrocketed',
];

const ENGLISH_EVENTS: EventTables = eventTables({ events: EVENT_KEYWORDS, magnitude: MAGNITUDE }, normalPhrase);

/** Words of size ("record", "plunge", "unprecedented") the story uses, each once. */
export function magnitudeWords(title: TermBag, body: TermBag, tables: EventTables = ENGLISH_EVENTS): string[] {
  return tables.magnitude.filter((w) => countOf(title, w) > 0 || countOf(body, w) > 0);
}

/**
 * Words of size as the story writes them ("se desploma", "größte"), each once: a Spanish, French
 * or German table holds stems ("desplom", "grosst"), which no reader would recognise in Why this
 * score. English names its words in their normal form, a plain singular, as before.
 */
export function writtenMagnitudeWords(title: TermBag, body: TermBag, tables: EventTables): string[] {
  const written = magnitudeWords(title, body, tables).map((w) => writtenPhrase(title, w) ?? writtenPhrase(body, w) ?? w);
  const seen = new Set<string>();
  return written.filter((w) => {
    const key = w.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
