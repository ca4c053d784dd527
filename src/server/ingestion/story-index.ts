// Same-story detection: titles of the last hours are indexed by their words, and a new article joins
// the cluster of the most similar recent title when enough of their words agree.

const STOP_WORDS = new Set(
  'a an the and or but of to in on at for from by with as is are was were be been it its this that these those after before over under into amid says said will would could may might has have had new not no up down out than then about via vs'.split(' '),
);

export const SIMILARITY_THRESHOLD = 0.5;
export const STORY_WINDOW_HOURS = 48;

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
  clusterId: number;
  sourceId: number | null;
  words: Set<string>;
  publishedAt: number;
}

/** An in-memory index of recent titles, fed incrementally from the articles table. */
export class StoryIndex {
  private readonly entries: Entry[] = [];
  private readonly byWord = new Map<string, Entry[]>();
  lastArticleId = 0;

  add(articleId: number, clusterId: number, sourceId: number | null, title: string, publishedAt: Date): void {
    const entry = { clusterId, sourceId, words: titleWords(title), publishedAt: publishedAt.getTime() };
    this.entries.push(entry);
    for (const word of entry.words) {
      const list = this.byWord.get(word);
      if (list) list.push(entry);
      else this.byWord.set(word, [entry]);
    }
    this.lastArticleId = Math.max(this.lastArticleId, articleId);
  }

  /** The cluster of the most similar recent title from another source, or null. */
  match(title: string, sourceId: number | null, publishedAt: Date): number | null {
    const words = titleWords(title);
    const window = STORY_WINDOW_HOURS * 3_600_000;
    const seen = new Set<Entry>();
    let best: { clusterId: number; score: number } | null = null;
    for (const word of words) {
      for (const entry of this.byWord.get(word) ?? []) {
        if (seen.has(entry)) continue;
        seen.add(entry);
        if (entry.sourceId === sourceId || Math.abs(entry.publishedAt - publishedAt.getTime()) > window) continue;
        const score = similarity(words, entry.words);
        if (score >= SIMILARITY_THRESHOLD && (!best || score > best.score)) best = { clusterId: entry.clusterId, score };
      }
    }
    return best?.clusterId ?? null;
  }

  /** Forgets titles older than the window, so memory stays bounded. */
  prune(now: Date): void {
    const cutoff = now.getTime() - STORY_WINDOW_HOURS * 3_600_000;
    const keep = this.entries.filter((e) => e.publishedAt >= cutoff);
    if (keep.length === this.entries.length) return;
    this.entries.length = 0;
    this.byWord.clear();
    for (const entry of keep) {
      this.entries.push(entry);
      for (const word of entry.words) {
        const list = this.byWord.get(word);
        if (list) list.push(entry);
        else this.byWord.set(word, [entry]);
      }
    }
  }
}
