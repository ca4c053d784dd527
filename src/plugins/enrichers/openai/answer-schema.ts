import { z } from 'zod';
import { InvalidResponseError, parseUntrustedJson } from '../../sdk/index.js';

/** The topics an article may be filed under: the header's topics and the preference categories (docs/product.md#topics-and-categories). */
export const ALLOWED_CATEGORIES = [
  'crypto',
  'investing',
  'economy',
  'markets',
  'stocks',
  'defi',
  'nfts',
  'regulation',
  'blockchain',
  'bitcoin',
  'ethereum',
  'technology',
  'finance',
  'nft',
] as const;

const SENTIMENTS = ['bullish', 'bearish', 'neutral'] as const;

// Smaller local models drift to the everyday words; they mean the same thing.
const SENTIMENT_SYNONYMS: Record<string, string> = { positive: 'bullish', negative: 'bearish' };

// Local models sometimes quote numbers ("0.4"); a number in a string is still that number.
const looseNumber = z.union([z.number(), z.string().trim().regex(/^-?\d+(\.\d+)?$/).transform(Number)], {
  error: 'expected a number',
});

export const sentimentSchema = z
  .string()
  .trim()
  .toLowerCase()
  .transform((value) => SENTIMENT_SYNONYMS[value] ?? value)
  .pipe(z.enum(SENTIMENTS, { error: 'expected bullish, bearish or neutral' }));

const scoreSchema = z.union(
  [
    z.object({ score: looseNumber, reasons: z.array(z.string()).default([]) }),
    looseNumber.transform((score) => ({ score, reasons: [] as string[] })),
  ],
  { error: 'expected {"score": 0-100, "reasons": [...]}' },
);

/** "bullish" or "bearish": the way a phrase pulls. */
export const directionSchema = sentimentSchema.pipe(z.enum(['bullish', 'bearish'], { error: 'expected bullish or bearish' }));

/** One phrase that moved the sentiment, as the prompt asks for it. */
export const sentimentPhraseSchema = z.object({ phrase: z.string().trim().min(1).max(80), direction: directionSchema });

// The per-asset sentiments and the phrases are extras: an answer without them, or with them
// malformed, is still a good answer, so each is read entry by entry (map-answer.ts) and a bad
// shape is dropped rather than refused.
const optionalRecord = z.record(z.string(), z.unknown()).optional().catch(undefined);
const optionalList = z.array(z.unknown()).optional().catch(undefined);

const text = (name: string) => z.string({ error: `expected the ${name} as a string` }).trim().min(1, `the ${name} is empty`);

/** The JSON object the prompt asks for; ranges are clamped afterwards rather than refused. */
export const modelAnswerSchema = z.object({
  sentiment: sentimentSchema,
  sentiment_score: looseNumber,
  importance: scoreSchema,
  popularity: scoreSchema,
  relevance: scoreSchema,
  impact: scoreSchema,
  categories: z.array(z.string()).default([]),
  tickers: z.array(z.string()).default([]),
  ticker_sentiments: optionalRecord,
  sentiment_phrases: optionalList,
  summary: text('summary'),
  tweet: text('tweet'),
  // Which language the model read (docs/languages.md): an extra, dropped when it is no ISO 639-1 code.
  language: z.string().trim().toLowerCase().regex(/^[a-z]{2}$/).optional().catch(undefined),
});

export type ModelAnswer = z.infer<typeof modelAnswerSchema>;
export type ModelScore = ModelAnswer['importance'];

// The documented chat-completions answer, read only as far as we use it.
const completionSchema = z.object({
  model: z.string().optional(),
  choices: z
    .array(
      z.object({
        message: z.object({ content: z.string().nullish(), refusal: z.string().nullish() }),
        finish_reason: z.string().nullish(),
      }),
    )
    .min(1),
  usage: z.object({ prompt_tokens: z.number().optional(), completion_tokens: z.number().optional() }).nullish(),
});

export type Completion = z.infer<typeof completionSchema>;

/** The InvalidResponseError every unusable answer becomes, so the host falls back to local. */
export function notExpectedJson(reason: string, cause?: unknown): InvalidResponseError {
  return new InvalidResponseError(`The language model's answer was not the expected JSON: ${reason}`, { cause });
}

function parseJson(body: string, what: string): unknown {
  try {
    return parseUntrustedJson(body);
  } catch (error) {
    throw notExpectedJson(`${what} is not valid JSON`, error);
  }
}

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'it does not match the schema';
  const path = issue.path.map(String).join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
}

/** Reads the chat-completions envelope; throws when it is not one. */
export function parseCompletion(body: string): Completion {
  const parsed = completionSchema.safeParse(parseJson(body, 'the endpoint reply'));
  if (!parsed.success) throw notExpectedJson('the endpoint reply has no choices[0].message');
  return parsed.data;
}

/** The model's message: the text of the first choice, when it finished and said something. */
export function contentOf(completion: Completion): string {
  const [choice] = completion.choices;
  if (choice?.finish_reason === 'length') throw notExpectedJson('the answer was cut off at the token limit');
  if (choice?.message.refusal) throw notExpectedJson(`the model refused: ${choice.message.refusal.slice(0, 120)}`);
  const content = choice?.message.content?.trim();
  if (!content) throw notExpectedJson('the message content is empty');
  return content;
}

// JSON mode should give bare JSON, but some compatible servers still wrap it in a code fence.
function unfence(content: string): string {
  const fenced = /^```(?:json)?\s*([\s\S]*?)\s*```$/i.exec(content);
  return fenced?.[1] ?? content;
}

/** Parses and validates the model's JSON answer; throws InvalidResponseError with a short reason. */
export function parseModelAnswer(content: string): ModelAnswer {
  const json = parseJson(unfence(content), 'the message content');
  if (typeof json !== 'object' || json === null || Array.isArray(json)) throw notExpectedJson('the message content is not a JSON object');
  const parsed = modelAnswerSchema.safeParse(json);
  if (!parsed.success) throw notExpectedJson(firstIssue(parsed.error));
  return parsed.data;
}
