// Ticker and coin mentions: "$BTC", "BTC", "Bitcoin", "Apple (AAPL)", "the S&P 500" all become
// one normalised symbol. Cashtags always count; a bare symbol counts unless it is also a word
// ("ONE", "ALL", "IT"); a name that is also a word ("Apple") needs a cue nearby. An article's
// tickers are the assets it is about (ticker-mentions.ts), not every one it names in passing.
import type { Asset, RawEntity } from '../../sdk/index.js';
import { type CueTest, hasCue } from './ticker-cues.js';
import type { NamePattern, TickerIndex } from './ticker-index.js';
import { Mentions, PROVIDER_WEIGHT, TITLE_MENTION_WEIGHT, type TickerMention } from './ticker-mentions.js';
import { isShouting, type WordToken, wordTokens } from './word-tokens.js';

export { tickerIndex, type TickerIndex } from './ticker-index.js';
export { TITLE_MENTION_WEIGHT, type TickerMention } from './ticker-mentions.js';

export const MAX_TICKERS = 10;
/** The lead: the first paragraph, up to its first 60 words (a text without paragraph breaks has no longer lead). */
const LEAD_WORDS = 60;
const CURRENCY_PAIR = /\b(EUR|USD|GBP|JPY|AUD|CHF|CAD|NZD|CNY)\/(EUR|USD|GBP|JPY|AUD|CHF|CAD|NZD|CNY)\b/g;
const CASHTAG = /(?<![\p{L}\p{N}$])\$([A-Za-z][A-Za-z0-9]{0,5}(?:\.[A-Za-z])?)(?![\p{L}\p{N}])/gu;
const EXCHANGE_PREFIXED = /\b(?:NYSE|NASDAQ|Nasdaq|NYSEARCA|AMEX|LSE|TSX|HKEX|OTC)\s*:\s*([A-Z][A-Z0-9]{0,5}(?:\.[A-Z])?)\b/g;
const SYMBOL_SHAPE = /^[A-Z][A-Z0-9]{0,6}(?:\.[A-Z])?$/;

/** The one spelling of a symbol: upper case, aliases folded (GOOG → GOOGL, MATIC → POL). */
export function normaliseSymbol(index: TickerIndex, raw: string): string {
  const upper = raw.trim().toUpperCase();
  return index.symbols.get(upper)?.symbol ?? upper;
}

/** Where a mention was found: from `start` to `end`, offsets into the title and text as one. */
type Found = (symbol: string, start: number, end: number) => void;

function matchName(index: TickerIndex, tokens: readonly WordToken[], words: readonly string[], i: number, cues: CueTest): NamePattern | null {
  for (const pattern of index.names.get(words[i] ?? '') ?? []) {
    const end = i + pattern.words.length - 1;
    if (end >= tokens.length || pattern.words.some((w, k) => words[i + k] !== w)) continue;
    if (pattern.exact && pattern.exact.some((w, k) => tokens[i + k]?.text !== w)) continue;
    if (pattern.needsContext && !cues(pattern.asset.kind, words, i, end)) continue;
    return pattern;
  }
  return null;
}

/** "Ford (F)": an ambiguous symbol in brackets right after the asset's own name. */
function followsOwnName(asset: Asset, words: readonly string[], i: number): boolean {
  const names = [...(asset.names ?? []), ...(asset.contextNames ?? [])].map((n) => wordTokens(n).map((t) => t.lower));
  return names.some((name) => name.length <= i && name.every((w, k) => words[i - name.length + k] === w));
}

function startsUpperCase(text: string): boolean {
  const first = text.charCodeAt(0);
  return first >= 0x41 && first <= 0x5a;
}

// Offsets of `token` are into `source`; a token at the start of a line has '\n' or nothing before it, and neither is '$' or '('.
function symbolAt(index: TickerIndex, source: string, token: WordToken, words: readonly string[], i: number, cues: CueTest): Asset | null {
  if (!startsUpperCase(token.text) || !SYMBOL_SHAPE.test(token.text) || source[token.start - 1] === '$') return null;
  const entry = index.symbols.get(token.text);
  if (!entry) return null;
  // Ambiguity belongs to the symbol itself (POL, a word); an old alias (MATIC) means only the asset.
  if (!entry.ambiguous || token.text !== entry.symbol) return entry;
  if (entry.ambiguous === 'acronym' && cues(entry.kind, words, i, i)) return entry;
  const bracketed = source[token.start - 1] === '(' && source[token.end] === ')';
  return bracketed && followsOwnName(entry, words, i) ? entry : null;
}

/** Names and bare symbols in one line's tokens; `source` is the text the tokens' offsets point into. */
function scanLine(index: TickerIndex, source: string, tokens: readonly WordToken[], base: number, found: Found, cues: CueTest): void {
  const words = tokens.map((t) => t.lower);
  // Worked out only for a line with a symbol in it: most lines have none.
  let shouting: boolean | null = null;
  let named: { symbol: string; end: number } | null = null;
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i];
    if (!token) continue;
    const pattern = matchName(index, tokens, words, i, cues);
    if (pattern) {
      named = { symbol: pattern.asset.symbol, end: i + pattern.words.length - 1 };
      found(pattern.asset.symbol, base + token.start, base + (tokens[named.end]?.end ?? token.end));
      i = named.end;
      continue;
    }
    const symbol = symbolAt(index, source, token, words, i, cues);
    if (symbol) shouting ??= isShouting(tokens);
    const entry = shouting ? null : symbol;
    // "Apple (AAPL)" is one mention, not two.
    const repeatsName = entry !== null && named?.symbol === entry.symbol && named.end === i - 1;
    if (entry && !repeatsName) found(entry.symbol, base + token.start, base + token.end);
  }
}

// Each pattern needs its own punctuation ($, a colon, a slash); a line without it is not searched.
function scanMarked(text: string, base: number, found: Found): void {
  const add = (symbol: string, match: RegExpExecArray) => found(symbol, base + match.index, base + match.index + match[0].length);
  if (text.includes('$')) for (const match of text.matchAll(CASHTAG)) add(match[1] ?? '', match);
  if (text.includes(':')) for (const match of text.matchAll(EXCHANGE_PREFIXED)) add(match[1] ?? '', match);
  if (text.includes('/')) for (const match of text.matchAll(CURRENCY_PAIR)) add(match[0], match);
}

/** A provider's symbol as ours: "CC:BTC", "BTCUSD", "btc" → BTC; a foreign listing of a known symbol ("AAPL.MX") → AAPL; null when unusable. */
export function providerSymbol(index: TickerIndex, entity: RawEntity): string | null {
  let symbol = (entity.symbol ?? '').trim().toUpperCase().replace(/^[A-Z]+:/, '');
  if (/crypto/i.test(entity.type ?? '') && /^[A-Z0-9]{2,8}[-/]?USDT?$/.test(symbol)) symbol = symbol.replace(/[-/]?USDT?$/, '');
  const [base, suffix] = symbol.split('.');
  // BRK.B is a share class; AAPL.MX or APC.F is a foreign listing, kept only as its home symbol.
  if (suffix && !/^[ABC]$/.test(suffix)) symbol = base && index.symbols.has(base) ? base : '';
  if (index.symbols.has(symbol)) return normaliseSymbol(index, symbol);
  return SYMBOL_SHAPE.test(symbol) ? normaliseSymbol(index, symbol) : null;
}

/** The word tokens of an article's title and text, when the caller has them already. */
export interface ArticleTokens {
  title: readonly WordToken[];
  text: readonly WordToken[];
}

/** Where the text's lead ends: the end of its first line or of the line's LEAD_WORDS-th word, whichever comes first. */
function leadEndOf(text: string, tokens: readonly WordToken[]): number {
  const lineEnd = text.indexOf('\n');
  const lastWord = tokens[LEAD_WORDS - 1];
  const end = lineEnd < 0 ? text.length : lineEnd;
  return lastWord && lastWord.end < end ? lastWord.end : end;
}

/** Where the title or text names a symbol: offsets into the title and the text as one string, `${title}\n${text}`. */
export interface MentionSpan {
  symbol: string;
  start: number;
  end: number;
}

/** The article's tickers (as findTickerMentions gives them) and every place its title and text name a symbol. */
export interface TickerMentionsFound {
  mentions: TickerMention[];
  spans: MentionSpan[];
}

/**
 * The symbols an article is about with how prominently, most prominent first, at most MAX_TICKERS: those in the
 * title or the provider's entities, and those the text names in its lead or more than once.
 */
export function findTickerMentions(
  index: TickerIndex,
  article: { title: string; text: string; entities?: readonly RawEntity[] },
  tokens: ArticleTokens = { title: wordTokens(article.title), text: wordTokens(article.text) },
): TickerMention[] {
  return findTickerMentionsAndSpans(index, article, tokens).mentions;
}

/**
 * findTickerMentions, with where each symbol is named (for per-asset sentiment). `cues` tells a name that is also
 * a word from the asset's name, in the article's language (English's cue words unless given).
 */
export function findTickerMentionsAndSpans(
  index: TickerIndex,
  article: { title: string; text: string; entities?: readonly RawEntity[] },
  tokens: ArticleTokens = { title: wordTokens(article.title), text: wordTokens(article.text) },
  cues: CueTest = hasCue,
): TickerMentionsFound {
  const { title, text } = article;
  // Body positions count on from the title's; a line's tokens are those that start before its end (no word spans lines).
  const base = title.length + 1;
  const mentions = new Mentions(base + leadEndOf(text, tokens.text));
  const spans: MentionSpan[] = [];
  for (const entity of article.entities ?? []) {
    const symbol = providerSymbol(index, entity);
    if (symbol) mentions.addProminent(symbol, -1, PROVIDER_WEIGHT);
  }
  const inTitle: Found = (symbol, start, end) => {
    const normal = normaliseSymbol(index, symbol);
    mentions.addProminent(normal, start, TITLE_MENTION_WEIGHT);
    spans.push({ symbol: normal, start, end });
  };
  const inText: Found = (symbol, start, end) => {
    const normal = normaliseSymbol(index, symbol);
    mentions.addInText(normal, start, end);
    spans.push({ symbol: normal, start, end });
  };
  scanMarked(title, 0, inTitle);
  scanLine(index, title, tokens.title, 0, inTitle, cues);
  let first = 0;
  for (let lineStart = 0; lineStart <= text.length; ) {
    const newline = text.indexOf('\n', lineStart);
    const lineEnd = newline < 0 ? text.length : newline;
    let last = first;
    while (last < tokens.text.length && (tokens.text[last]?.start ?? lineEnd) < lineEnd) last += 1;
    scanMarked(text.slice(lineStart, lineEnd), base + lineStart, inText);
    scanLine(index, text, tokens.text.slice(first, last), base, inText, cues);
    first = last;
    lineStart = lineEnd + 1;
  }
  const ranked = mentions.ranked().slice(0, MAX_TICKERS).map((mention) => ({ ...mention, asset: index.symbols.get(mention.symbol) }));
  return { mentions: ranked, spans };
}
