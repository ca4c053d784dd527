// Topics and preference categories from keyword rules. Every topic scores the keywords it finds
// (a title hit counts three times, a body keyword at most three times), plus priors from the
// source's own categories, the tickers found and the institutions named; a topic whose score
// reaches the threshold (which grows slowly with length) is kept.
import type { FinanceEntities } from './finance-entities.js';
import { TITLE_MENTION_WEIGHT, type TickerMention } from './tickers.js';
import { normalPhrase, phraseCounts, phraseIndex, type PhraseIndex, type TermBag } from './term-bag.js';
import { type RuleTopic, SOURCE_CATEGORY_TOPICS, TOPIC_KEYWORDS } from './topic-keywords.js';

/** The header's topics (less "all") and the preference categories, as stored (docs/product.md#topics-and-categories). */
export const CATEGORY_IDS = [
  'crypto', 'investing', 'economy', 'markets', 'stocks', 'defi', 'nfts', 'regulation',
  'blockchain', 'bitcoin', 'ethereum', 'technology', 'finance', 'nft',
] as const;
export type CategoryId = (typeof CATEGORY_IDS)[number];

const RULE_TOPICS = Object.keys(TOPIC_KEYWORDS) as RuleTopic[];

/** A language's topic keywords in the normal form of its term bags, ready to count. */
export interface TopicKeywords {
  /** The topics each (normalised) keyword counts for. */
  topicsOf: Map<string, RuleTopic[]>;
  index: PhraseIndex;
  /** The topics a source's category counts for. */
  categoryTopics: (category: string) => readonly RuleTopic[];
}

const englishCategoryTopics = (category: string) => SOURCE_CATEGORY_TOPICS[category.trim().toLowerCase()] ?? [];

/**
 * Indexes keywords per topic; `normal` puts a keyword in the form the term bags hold (normalPhrase for English).
 * With `categoriesAreWords`, a source's category in the keywords' language ("Criptomonedas", "Bourse") also counts
 * for the topics it is a keyword of, besides the English categories every feed may use.
 */
export function topicKeywords(keywords: Record<RuleTopic, readonly string[]>, normal: (phrase: string) => string, categoriesAreWords = false): TopicKeywords {
  const topicsOf = new Map<string, RuleTopic[]>();
  for (const topic of RULE_TOPICS) {
    for (const keyword of new Set(keywords[topic].map(normal))) topicsOf.set(keyword, [...(topicsOf.get(keyword) ?? []), topic]);
  }
  const categoryTopics = categoriesAreWords
    ? (category: string) => [...new Set([...englishCategoryTopics(category), ...(topicsOf.get(normal(category)) ?? [])])]
    : englishCategoryTopics;
  return { topicsOf, index: phraseIndex(topicsOf.keys()), categoryTopics };
}

const ENGLISH_KEYWORDS = topicKeywords(TOPIC_KEYWORDS, normalPhrase);
const TITLE_HIT = 3;
const BODY_CAP = 3;
// A teaser's topic can rest on its title alone (one title keyword); a source's category needs the text to agree at least once.
const BASE_THRESHOLD = 3;
const SHORT_TEXT_WORDS = 50;
const WORDS_PER_EXTRA_POINT = 200;
const SOURCE_PRIOR = 2.5;
const ENTITY_PRIOR = 3;

export interface TopicInput {
  titleBag: TermBag;
  bodyBag: TermBag;
  /** The source's and the feed's categories, as given. */
  categories: readonly string[];
  tickers: readonly TickerMention[];
  entities: FinanceEntities;
}

export interface TopicScores {
  scores: Record<RuleTopic, number>;
  threshold: number;
  /** Keyword hits of every topic in the body, uncapped: how densely the text talks finance. */
  keywordHits: number;
  /** Distinct topic keywords in the title. */
  titleKeywordHits: number;
}

// A coin in the title (or named again and again) settles its topics; one mentioned in passing only leans towards them.
function addTickerPriors(scores: Record<RuleTopic, number>, tickers: readonly TickerMention[], threshold: number): void {
  for (const { symbol, weight, asset } of tickers) {
    const leading = weight >= TITLE_MENTION_WEIGHT;
    // Passing mentions of bitcoin and ether already count as keywords; other coins have none.
    if (asset?.kind === 'crypto') scores.crypto += leading ? threshold : 1;
    if (leading && symbol === 'BTC') scores.bitcoin += threshold;
    if (leading && symbol === 'ETH') scores.ethereum += threshold;
  }
}

function addPriors(scores: Record<RuleTopic, number>, input: Omit<TopicInput, 'titleBag' | 'bodyBag'>, threshold: number, keywords: TopicKeywords): void {
  for (const category of input.categories) for (const topic of keywords.categoryTopics(category)) scores[topic] += SOURCE_PRIOR;
  const kinds = new Set(input.tickers.map(({ asset }) => asset?.kind));
  addTickerPriors(scores, input.tickers, threshold);
  if (kinds.has('equity')) scores.stocks += SOURCE_PRIOR;
  if (kinds.has('index') || kinds.has('currency')) scores.markets += SOURCE_PRIOR;
  if (kinds.has('fund')) scores.investing += SOURCE_PRIOR;
  if (input.entities.centralBanks.length > 0) scores.economy += ENTITY_PRIOR;
  if (input.entities.regulators.length > 0) scores.regulation += ENTITY_PRIOR;
}

const zeroScores = () => Object.fromEntries(RULE_TOPICS.map((topic) => [topic, 0])) as Record<RuleTopic, number>;

/** Each rule topic's score for an article, and the score a topic needs; `keywords` are those of the article's language. */
export function scoreTopics(input: TopicInput, keywords = ENGLISH_KEYWORDS): TopicScores {
  const threshold = BASE_THRESHOLD + Math.max(0, input.bodyBag.words - SHORT_TEXT_WORDS) / WORDS_PER_EXTRA_POINT;
  const scores = zeroScores();
  let keywordHits = 0;
  let titleKeywordHits = 0;
  for (const [keyword, count] of phraseCounts(input.bodyBag, keywords.index)) {
    for (const topic of keywords.topicsOf.get(keyword) ?? []) {
      scores[topic] += Math.min(count, BODY_CAP);
      keywordHits += count;
    }
  }
  for (const keyword of phraseCounts(input.titleBag, keywords.index).keys()) {
    for (const topic of keywords.topicsOf.get(keyword) ?? []) {
      scores[topic] += TITLE_HIT;
      titleKeywordHits += 1;
    }
  }
  addPriors(scores, input, threshold, keywords);
  return { scores, threshold, keywordHits, titleKeywordHits };
}

/**
 * Topic scores of an article in a language we cannot read: the source's categories stand without the text's
 * agreement (there is none to have), and the tickers found add theirs.
 */
export function scoreUnreadTopics(categories: readonly string[], tickers: readonly TickerMention[]): TopicScores {
  const scores = zeroScores();
  addPriors(scores, { categories, tickers, entities: { centralBanks: [], regulators: [] } }, SOURCE_PRIOR, ENGLISH_KEYWORDS);
  return { scores, threshold: SOURCE_PRIOR, keywordHits: 0, titleKeywordHits: 0 };
}

const IMPLY_CRYPTO: readonly RuleTopic[] = ['bitcoin', 'ethereum', 'defi', 'nft'];
const IMPLY_FINANCE: readonly RuleTopic[] = ['stocks', 'markets', 'economy', 'investing'];

function impliedTopics(found: ReadonlySet<RuleTopic>): Set<CategoryId> {
  const categories = new Set<CategoryId>([...found].filter((t) => t !== 'nft'));
  // One idea, two spellings: the home topic is "nfts", the preference category "nft".
  if (found.has('nft')) categories.add('nfts').add('nft');
  if (IMPLY_CRYPTO.some((t) => found.has(t))) categories.add('crypto');
  if (IMPLY_FINANCE.some((t) => found.has(t))) categories.add('finance');
  return categories;
}

/** The article's categories (ids from CATEGORY_IDS, in that order) from its topic scores. */
export function categoriesOf({ scores, threshold }: TopicScores): CategoryId[] {
  const found = new Set(RULE_TOPICS.filter((t) => scores[t] >= threshold));
  const categories = impliedTopics(found);
  return CATEGORY_IDS.filter((id) => categories.has(id));
}

/** The article's categories: ids from CATEGORY_IDS, in that order. */
export function detectCategories(input: TopicInput): CategoryId[] {
  return categoriesOf(scoreTopics(input));
}
