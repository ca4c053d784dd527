import type { RawEntity } from '../../../plugins/sdk/index.js';

/** An article ready to store: safe HTML, plain text, a canonical key and a UTC date. */
export interface NormalisedArticle {
  guid: string | null;
  url: string | null;
  canonicalUrl: string;
  originalSource: boolean;
  title: string;
  content: string | null;
  contentText: string | null;
  /** The source said content is the whole article (RawItem.fullText). */
  fullText: boolean;
  author: string | null;
  imageUrl: string | null;
  /** ISO 639-1, or "und" (docs/languages.md). */
  language: string;
  publishedAt: Date;
  sourceName: string;
  categories: string[];
  entities: RawEntity[] | null;
  providerSentiment: number | null;
  votes: Record<string, number> | null;
}
