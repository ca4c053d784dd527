import { z } from 'zod';
import { InvalidResponseError, parseUntrustedJson } from '../../sdk/index.js';

// Lenient reading of GET /posts/ (v2, and the v1 shape older tokens still get): empty strings
// and nulls become undefined, and one odd post is skipped rather than failing the page.
const text = z
  .string()
  .nullish()
  .transform((value) => value || undefined);

const currencySchema = z.object({ code: text, title: text });

const postSchema = z.object({
  id: z.union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)]),
  title: text,
  description: text,
  published_at: text,
  created_at: text,
  url: text,
  original_url: text,
  image: text,
  source: z.object({ title: text, region: text, domain: text }).nullish(),
  votes: z.record(z.string(), z.unknown()).nullish(),
  instruments: z.array(currencySchema).nullish(),
  currencies: z.array(currencySchema).nullish(),
  metadata: z.object({ original_url: text, description: text }).nullish(),
});

const answerSchema = z.object({
  next: z.string().nullish(),
  results: z.array(z.unknown()),
});

export type CryptopanicPost = z.infer<typeof postSchema>;

export interface CryptopanicPage {
  posts: CryptopanicPost[];
  /** The next page's URL as the API gives it, when there is one. */
  next: string | null;
}

/** Reads one answer body; throws InvalidResponseError when it is not the documented shape. */
export function parseAnswer(body: string): CryptopanicPage {
  let json: unknown;
  try {
    json = parseUntrustedJson(body);
  } catch (error) {
    throw new InvalidResponseError('CryptoPanic answered with malformed JSON', { cause: error });
  }
  const answer = answerSchema.safeParse(json);
  if (!answer.success) throw new InvalidResponseError('CryptoPanic answer has no list of posts');
  const posts = answer.data.results.flatMap((raw) => {
    const post = postSchema.safeParse(raw);
    return post.success ? [post.data] : [];
  });
  return { posts, next: answer.data.next ?? null };
}
