import { z } from 'zod';

/** The defaults match the host's OPENAI_BASE_URL and OPENAI_MODEL, so both read the same. */
export const OPENAI_DEFAULT_BASE_URL = 'https://api.openai.com/v1';
export const OPENAI_DEFAULT_MODEL = 'gpt-4o-mini';

// An empty OPENAI_API_KEY means "no key" (local servers), not a key of zero characters.
const apiKey = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined);

export const openaiSettingsSchema = z.object({
  /** Up to and including the version segment, e.g. https://api.openai.com/v1 or http://127.0.0.1:8080/v1. */
  baseUrl: z
    .url({ protocol: /^https?$/, error: 'Language model base URL must be an http(s) URL' })
    .transform((value) => value.replace(/\/+$/, ''))
    .default(OPENAI_DEFAULT_BASE_URL),
  apiKey,
  model: z.string({ error: 'Language model name is required' }).trim().min(1, 'Language model name is required').default(OPENAI_DEFAULT_MODEL),
  timeoutMs: z.number().int().min(1).max(600_000).default(30_000),
  /** Cap on the article body sent to the model, which bounds cost and latency. */
  maxInputChars: z.number().int().min(100, 'Send at least 100 characters of text').default(12_000),
  temperature: z.number().min(0, 'Temperature is 0 to 2').max(2, 'Temperature is 0 to 2').default(0),
});

export type OpenaiSettings = z.infer<typeof openaiSettingsSchema>;
