import { z } from 'zod';
import { InvalidResponseError, parseUntrustedJson } from '../../sdk/index.js';

// Lenient reading of GET /v1/news/all: empty strings and nulls become undefined, and one odd
// article is skipped rather than failing the whole page.
const text = z
  .string()
  .nullish()
  .transform((value) => value || undefined);

const entitySchema = z.object({
  symbol: text,
  name: text,
  type: text,
  sentiment_score: z.number().nullish(),
});

const articleSchema = z.object({
  uuid: z.string().min(1),
  title: text,
  description: text,
  keywords: text,
  snippet: text,
  url: text,
  image_url: text,
  language: text,
  published_at: text,
  source: text,
  entities: z.array(entitySchema).nullish(),
});

const answerSchema = z.object({
  meta: z.object({ found: z.number().nullish() }).nullish(),
  data: z.array(z.unknown()),
});

export type MarketauxEntity = z.infer<typeof entitySchema>;
export type MarketauxArticle = z.infer<typeof articleSchema>;

export interface MarketauxPage {
  articles: MarketauxArticle[];
  /** Articles on the page as the API sent them, unusable ones included: tells a short page. */
  returned: number;
  /** Matches in total, when the API says. */
  found: number | null;
}

/** Reads one answer body; throws InvalidResponseError when it is not the documented shape. */
export function parseAnswer(body: string): MarketauxPage {
  let json: unknown;
  try {
    json = parseUntrustedJson(body);
  } catch (error) {
    throw new InvalidResponseError('Marketaux answered with malformed JSON', { cause: error });
  }
  const answer = answerSchema.safeParse(json);
  if (!answer.success) throw new InvalidResponseError('Marketaux answer has no list of articles');
  const articles = answer.data.data.flatMap((raw) => {
    const article = articleSchema.safeParse(raw);
    return article.success ? [article.data] : [];
  });
  return { articles, returned: answer.data.data.length, found: answer.data.meta?.found ?? null };
}
