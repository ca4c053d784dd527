import type { Repositories, Transact } from '../db/repositories.js';
import type { ArticlesRepository, InsertedArticle } from '../modules/news/articles-repository.js';
import type { FetchRecord } from '../modules/sources/repository.js';
import type { NormalisedArticle } from './normalise.js';
import { storableJson } from '../db/storable.js';
import type { StoryIndex } from './story-index.js';
import { STORY_WINDOW_HOURS } from './story-index.js';

const RECHECK_IDS = 5_000;

/**
 * Keeps the story index in step with the articles table (including other instances' inserts)
 * by reading only the rows added since the last look.
 */
export async function refreshStoryIndex(index: StoryIndex, articles: ArticlesRepository, now: Date): Promise<void> {
  const since = new Date(now.getTime() - STORY_WINDOW_HOURS * 3_600_000);
  // Concurrent fetches commit out of id order: an id below the highest read may land later, so
  // the ids not read among the last few thousand are looked for again.
  const rows = await articles.titlesToIndex(index.lastArticleId, index.unreadIds(RECHECK_IDS), since);
  for (const row of rows) {
    if (row.cluster_id !== null && row.published_at >= since) index.add(row.id, row.cluster_id, row.source_id, row.title, row.published_at);
    else index.skip(row.id);
  }
  index.prune(now);
}

async function assignClusters(repos: Repositories, index: StoryIndex, sourceId: number, inserted: InsertedArticle[]): Promise<void> {
  const pairs: [number, number][] = [];
  const joined = new Map<number, number>();
  const fresh: InsertedArticle[] = [];
  for (const article of inserted) {
    const clusterId = index.match(article.title, sourceId, article.published_at);
    if (clusterId === null) {
      fresh.push(article);
      continue;
    }
    pairs.push([article.id, clusterId]);
    joined.set(clusterId, (joined.get(clusterId) ?? 0) + 1);
  }
  const ids = await repos.clusters.createMany(fresh.map((a) => a.title));
  fresh.forEach((article, i) => pairs.push([article.id, ids[i]!]));
  await repos.articles.setClusters(pairs);
  await repos.clusters.addArticles(joined);
}

/**
 * Stores one fetch in one transaction: the new articles (those whose page must be read marked
 * pending, so a restart resumes them), their story clusters and the source's new cursor. A crash
 * before commit leaves the cursor where it was, so the next fetch brings the same items again and
 * nothing is lost; the unique canonical URL means nothing is doubled.
 */
export async function storeFetch(
  transact: Transact,
  index: StoryIndex,
  sourceId: number,
  articles: NormalisedArticle[],
  record: FetchRecord,
  needsFullText: (article: InsertedArticle) => boolean,
): Promise<InsertedArticle[]> {
  return transact(async (repos) => {
    const inserted = await repos.articles.insertNew(articles, sourceId);
    await repos.articles.markFullContentPending(inserted.filter(needsFullText).map((a) => a.id));
    if (inserted.length > 0) await assignClusters(repos, index, sourceId, inserted);
    // The cursor is the plugin's (an ETag, an API's since-id): outside text like the articles.
    await repos.sources.recordFetch(sourceId, { ...record, cursor: storableJson(record.cursor) });
    return inserted;
  });
}
