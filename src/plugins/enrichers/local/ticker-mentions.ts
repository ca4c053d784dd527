// Which of the assets an article names it is about. A mention in the title or a provider's entity
// settles it. In the text an asset must be a subject: named in the lead, or named again. A story
// on a rate decision that notes "bitcoin ($BTC) added 3%" once, in its fifth paragraph, is not
// about bitcoin; the chips and the tweet's cashtags would say it is.
import type { Asset } from '../../sdk/index.js';

export const TITLE_MENTION_WEIGHT = 3;
export const PROVIDER_WEIGHT = 2;
/** A name and its symbol side by side ("bitcoin ($BTC)", "Apple, AAPL") are one mention: at most " ($" between them. */
const SIDE_BY_SIDE = 3;
const REPEATED = 2;

export interface TickerMention {
  symbol: string;
  /** Body mentions count 1, title mentions 3, a provider's entity 2. */
  weight: number;
  /** The host's entry for the symbol, when its list has one. */
  asset?: Asset;
}

interface Found {
  /** From the title and the provider. */
  weight: number;
  first: number;
  inLead: boolean;
  /** Where the text names the asset: start and end offsets, in the order found. */
  spans: number[];
}

/** The text's mentions of one asset, counting those side by side once. */
function distinctMentions(spans: readonly number[]): number {
  const pairs: [number, number][] = [];
  for (let i = 0; i + 1 < spans.length; i += 2) pairs.push([spans[i] ?? 0, spans[i + 1] ?? 0]);
  pairs.sort((a, b) => a[0] - b[0]);
  let count = 0;
  let lastEnd = Number.NEGATIVE_INFINITY;
  for (const [start, end] of pairs) {
    if (start - lastEnd > SIDE_BY_SIDE) count += 1;
    lastEnd = Math.max(lastEnd, end);
  }
  return count;
}

/** Mentions of normalised symbols, with where they were found. */
export class Mentions {
  private readonly found = new Map<string, Found>();

  /** `leadEnd`: where the text's lead ends, as an offset of the positions given. */
  constructor(private readonly leadEnd: number) {}

  private entry(symbol: string, position: number): Found {
    let found = this.found.get(symbol);
    if (!found) this.found.set(symbol, (found = { weight: 0, first: position, inLead: false, spans: [] }));
    found.first = Math.min(found.first, position);
    return found;
  }

  /** A mention in the title or by the provider, which makes the asset the article's whatever the text says. */
  addProminent(symbol: string, position: number, weight: number): void {
    this.entry(symbol, position).weight += weight;
  }

  /** A mention in the text, from `start` to `end`. */
  addInText(symbol: string, start: number, end: number): void {
    const found = this.entry(symbol, start);
    found.spans.push(start, end);
    if (start < this.leadEnd) found.inLead = true;
  }

  /** The assets the article is about, most mentioned first (a title mention weighs more); ties in order of appearance. */
  ranked(): TickerMention[] {
    const subjects: { symbol: string; weight: number; first: number }[] = [];
    for (const [symbol, found] of this.found) {
      const inText = distinctMentions(found.spans);
      if (found.weight > 0 || found.inLead || inText >= REPEATED) subjects.push({ symbol, weight: found.weight + inText, first: found.first });
    }
    return subjects.sort((a, b) => b.weight - a.weight || a.first - b.first).map(({ symbol, weight }) => ({ symbol, weight }));
  }
}
