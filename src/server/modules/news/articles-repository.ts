import type { Knex } from 'knex';
import { storableJson, storableOrNull, storableText } from '../../db/storable.js';
import { createArticleClaims } from './article-claims-repository.js';
import type { NormalisedArticle } from './normalised-article.js';

export interface InsertedArticle {
  id: number;
  title: string;
  published_at: Date;
  content_text: string | null;
  url: string | null;
  original_source: boolean;
  full_content_status: string;
}

export type ArticlesRepository = ReturnType<typeof createArticlesRepository>;

const BATCH = 200;

// Every text comes from a feed or a page: made storable here, at the last step before the database.
function toRow(article: NormalisedArticle, sourceId: number) {
  return {
    source_id: sourceId,
    source_name: storableText(article.sourceName),
    guid: storableOrNull(article.guid),
    url: storableOrNull(article.url),
    canonical_url: storableText(article.canonicalUrl),
    original_source: article.originalSource,
    title: storableText(article.title),
    content: storableOrNull(article.content),
    content_text: storableOrNull(article.contentText),
    // A source that hands over whole articles gives their full content at once.
    full_content: article.fullText ? storableOrNull(article.content) : null,
    full_content_status: article.fullText ? 'done' : 'none',
    author: storableOrNull(article.author),
    image_url: storableOrNull(article.imageUrl),
    language: article.language,
    published_at: article.publishedAt,
    categories: article.categories.map(storableText),
    entities: article.entities ? JSON.stringify(storableJson(article.entities)) : null,
    provider_votes: article.votes ? JSON.stringify(storableJson(article.votes)) : null,
    provider_sentiment: article.providerSentiment,
  };
}

/** SQL on articles used by ingestion: idempotent inserts and story-cluster links. */
export function createArticlesRepository(knex: Knex) {
  const fullTextClaims = createArticleClaims(knex, {
    column: 'full_text_claimed_until',
    waiting: (q) => q.where({ full_content_status: 'pending' }),
  });
  return {
    /**
     * Inserts the articles whose canonical URL is new and returns only those: a repeated fetch or a
     * retry after a crash adds nothing twice.
     */
    async insertNew(articles: NormalisedArticle[], sourceId: number): Promise<InsertedArticle[]> {
      const inserted: InsertedArticle[] = [];
      // In canonical-URL order: two fetches inserting the same URLs wait on each other's unique-index
      // entries, and only taking them in one order keeps that from becoming a deadlock.
      const ordered = [...articles].sort((a, b) => (a.canonicalUrl < b.canonicalUrl ? -1 : a.canonicalUrl > b.canonicalUrl ? 1 : 0));
      for (let i = 0; i < ordered.length; i += BATCH) {
        const rows = ordered.slice(i, i + BATCH).map((a) => toRow(a, sourceId));
        const result = await knex('articles')
          .insert(rows)
          .onConflict('canonical_url')
          .ignore()
          .returning(['id', 'title', 'published_at', 'content_text', 'url', 'original_source', 'full_content_status']);
        inserted.push(...(result as InsertedArticle[]));
      }
      return inserted;
    },

    /** Which of these canonical URLs are stored already, with the source and guid of each (a feed fetch holds at most a few hundred). */
    async storedKeys(keys: string[]): Promise<Map<string, { sourceId: number | null; guid: string | null; title: string | null }>> {
      if (keys.length === 0) return new Map();
      const rows = await knex('articles')
        .whereIn('canonical_url', keys)
        .select<{ canonical_url: string; source_id: number | null; guid: string | null; title: string | null }[]>('canonical_url', 'source_id', 'guid', 'title');
      return new Map(rows.map((row) => [row.canonical_url, { sourceId: row.source_id, guid: row.guid, title: row.title }]));
    },

    /** Sets the story cluster of each article (pairs of article id and cluster id). */
    async setClusters(pairs: [number, number][]): Promise<void> {
      for (let i = 0; i < pairs.length; i += BATCH) {
        const chunk = pairs.slice(i, i + BATCH);
        const values = chunk.map(() => '(?::int, ?::int)').join(', ');
        await knex.raw(
          `update articles set cluster_id = v.cluster_id from (values ${values}) as v(id, cluster_id) where articles.id = v.id`,
          chunk.flat(),
        );
      }
    },

    /** Titles to feed the story index: articles after an id published since a date, and the given ids. */
    async titlesToIndex(afterId: number, recheckIds: number[], since: Date) {
      return knex('articles')
        .where((q) => q.where('id', '>', afterId).andWhere('published_at', '>=', since))
        .orWhereRaw('id = any(?::bigint[])', [recheckIds])
        .orderBy('id')
        .select<{ id: number; cluster_id: number | null; source_id: number | null; title: string; published_at: Date }[]>(
          'id', 'cluster_id', 'source_id', 'title', 'published_at',
        );
    },

    /** Marks articles whose feed gave only a teaser as waiting for their full text. */
    async markFullContentPending(ids: number[]): Promise<void> {
      if (ids.length === 0) return;
      await knex('articles').whereIn('id', ids).andWhere('full_content_status', 'none').update({ full_content_status: 'pending' });
    },

    async findForFullText(id: number): Promise<{ id: number; url: string | null; full_content_status: string } | null> {
      return (await knex('articles').where({ id }).first('id', 'url', 'full_content_status')) ?? null;
    },

    /** Claims articles waiting for their full text that no live worker holds (see article-claims-repository.ts). */
    claimFullText: fullTextClaims.claim,
    /** Pushes forward the claims on pages still being read. */
    renewFullTextClaims: fullTextClaims.renew,
    /** Gives up claims at once (pages dropped at a stop), for another worker to take. */
    releaseFullTextClaims: fullTextClaims.release,

    async setFullContentPending(id: number): Promise<void> {
      await knex('articles').where({ id }).update({ full_content_status: 'pending', full_content_error: null });
    },

    async saveFullContent(id: number, html: string): Promise<void> {
      await knex('articles')
        .where({ id })
        .update({ full_content: storableText(html), full_content_status: 'done', full_content_error: null, full_text_claimed_until: null, updated_at: knex.fn.now() });
    },

    async failFullContent(id: number, message: string): Promise<void> {
      await knex('articles').where({ id }).update({ full_content_status: 'failed', full_content_error: storableText(message), full_text_claimed_until: null });
    },

    async count(): Promise<number> {
      const row = await knex('articles').count<{ n: number }[]>('* as n').first();
      return Number(row?.n ?? 0);
    },
  };
}
