// Same-story detection: titles of the last hours are indexed by their words, and a new article joins
// the cluster of the most similar recent title when enough of their words agree.

const STOP_WORDS = new Set(
  'a an the and or but of to in on at for from by with as is are was were be been it its this that these those after before over under into amid says said will would could may might has have had new not no up down out than then about via vs'.split(' '),
);

export const SIMILARITY_THRESHOLD = 0.5;
export const STORY_WINDOW_HOURS = 48;
const PRUNE_SLACK_MS = 3_600_000;
// Guards the ceilings below against a product like 0.5 × 7 coming out a hair above 3.5.
const EPSILON = 1e-9;

/** The distinctive words of a title, lower-cased. */
export function titleWords(title: string): Set<string> {
  const words = title.toLowerCase().normalize('NFKD').replace(/[^\p{L}\p{N}$ ]+/gu, ' ').split(/\s+/);
  return new Set(words.filter((w) => w.length > 1 && !STOP_WORDS.has(w)));
}

/** Jaccard similarity of two word sets. */
export function similarity(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const word of a) if (b.has(word)) shared += 1;
  return shared / (a.size + b.size - shared);
}

interface Entry {
  articleId: number;
  clusterId: number;
  sourceId: number | null;
  words: Set<string>;
  publishedAt: number;
  /** Scratch for match(): the lookup that last counted this entry and how many words it shared. */
  lookup: number;
  hits: number;
}

// Ties go to the older cluster, so the answer does not depend on the order words are looked up in.
function beats(score: number, clusterId: number, best: { clusterId: number; score: number } | null): boolean {
  return !best || score > best.score || (score === best.score && clusterId < best.clusterId);
}

/** An in-memory index of recent titles, fed incrementally from the articles table. */
export class StoryIndex {
  private readonly entries: Entry[] = [];
  private readonly byWord = new Map<string, Entry[]>();
  private readonly known = new Set<number>();
  private oldest = Number.POSITIVE_INFINITY;
  private lookups = 0;
  lastArticleId = 0;

  /** Adds an article's title; one already indexed is left as it is. */
  add(articleId: number, clusterId: number, sourceId: number | null, title: string, publishedAt: Date): void {
    if (this.known.has(articleId)) return;
    this.index({ articleId, clusterId, sourceId, words: titleWords(title), publishedAt: publishedAt.getTime(), lookup: 0, hits: 0 });
    this.lastArticleId = Math.max(this.lastArticleId, articleId);
  }

  /** Notes an article read but not indexed (older than the window, or without a cluster). */
  skip(articleId: number): void {
    this.known.add(articleId);
    this.lastArticleId = Math.max(this.lastArticleId, articleId);
  }

  /**
   * Ids among the last `span` up to the highest read that were not read: rows whose transaction
   * had not committed yet when they were last looked for, or ids that were never used.
   */
  unreadIds(span: number): number[] {
    const ids: number[] = [];
    for (let id = Math.max(1, this.lastArticleId - span + 1); id < this.lastArticleId; id += 1) if (!this.known.has(id)) ids.push(id);
    return ids;
  }

  /** The cluster of the most similar recent title from another source, or null. */
  match(title: string, sourceId: number | null, publishedAt: Date): number | null {
    const words = titleWords(title);
    const time = publishedAt.getTime();
    const window = STORY_WINDOW_HOURS * 3_600_000;
    let best: { clusterId: number; score: number } | null = null;
    for (const entry of this.candidates(words)) {
      if (entry.sourceId === sourceId || Math.abs(entry.publishedAt - time) > window) continue;
      const score = similarity(words, entry.words);
      if (score >= SIMILARITY_THRESHOLD && beats(score, entry.clusterId, best)) best = { clusterId: entry.clusterId, score };
    }
    return best?.clusterId ?? null;
  }

  /**
   * The titles that can reach the threshold with these words, found without scoring every title
   * that shares a word. Two titles at the threshold share s ≥ t(|a|+|b|)/(1+t) words, so looking
   * up all but ceil(t|a|)−1 of the words (leaving out the most common ones, the longest lists,
   * e.g. "bitcoin" in crypto news) still finds each of them at least s minus the left-out count times.
   */
  private candidates(words: Set<string>): Entry[] {
    const t = SIMILARITY_THRESHOLD;
    const byRarity = [...words].sort((a, b) => (this.byWord.get(a)?.length ?? 0) - (this.byWord.get(b)?.length ?? 0));
    const skipped = Math.ceil(t * words.size - EPSILON) - 1;
    const lookup = ++this.lookups;
    const found: Entry[] = [];
    for (const word of byRarity.slice(0, words.size - skipped)) {
      for (const entry of this.byWord.get(word) ?? []) {
        if (entry.lookup !== lookup) {
          entry.lookup = lookup;
          entry.hits = 0;
        }
        entry.hits += 1;
        const needed = Math.max(1, Math.ceil((t * (words.size + entry.words.size)) / (1 + t) - EPSILON) - skipped);
        if (entry.hits === needed) found.push(entry);
      }
    }
    return found;
  }

  /**
   * Forgets titles older than the window, so memory stays bounded. Rebuilding is linear, so it
   * waits until the oldest title is an hour past the window rather than running on every fetch.
   */
  prune(now: Date): void {
    const cutoff = now.getTime() - STORY_WINDOW_HOURS * 3_600_000;
    if (this.oldest >= cutoff - PRUNE_SLACK_MS) return;
    const keep = this.entries.filter((e) => e.publishedAt >= cutoff);
    this.entries.length = 0;
    this.byWord.clear();
    this.known.clear();
    this.oldest = Number.POSITIVE_INFINITY;
    for (const entry of keep) this.index(entry);
  }

  private index(entry: Entry): void {
    this.entries.push(entry);
    this.known.add(entry.articleId);
    this.oldest = Math.min(this.oldest, entry.publishedAt);
    for (const word of entry.words) {
      const list = this.byWord.get(word);
      if (list) list.push(entry);
      else this.byWord.set(word, [entry]);
    }
  }
}
