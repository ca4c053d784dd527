import type { PluginContext } from '../../sdk/index.js';
import { parseCompletion, type Completion } from './answer-schema.js';
import { errorForFailure, errorForStatus } from './errors.js';
import type { ChatMessage } from './prompt.js';
import type { OpenaiSettings } from './settings.js';

// A chat completion is a few kilobytes; anything near this is not one.
const MAX_ANSWER_BYTES = 2 * 1024 * 1024;

/** POST {baseUrl}/chat/completions, the one endpoint every OpenAI-compatible server offers. */
export function chatCompletionsUrl(baseUrl: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/chat/completions`;
}

/** The documented request: JSON mode, so the answer is one JSON object (the prompt says which). */
export function requestBody(settings: OpenaiSettings, messages: ChatMessage[]): string {
  return JSON.stringify({
    model: settings.model,
    messages,
    temperature: settings.temperature,
    response_format: { type: 'json_object' },
  });
}

function requestHeaders(settings: OpenaiSettings): Record<string, string> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  // Local servers (llama.cpp, Ollama) need no key; sending "Bearer undefined" would confuse proxies.
  if (settings.apiKey) headers.authorization = `Bearer ${settings.apiKey}`;
  return headers;
}

/** One chat-completions call: the parsed envelope, or the SDK error that tells the host how to retry. */
export async function requestCompletion(ctx: PluginContext, settings: OpenaiSettings, messages: ChatMessage[]): Promise<Completion> {
  const started = performance.now();
  const response = await ctx.http
    .request({
      url: chatCompletionsUrl(settings.baseUrl),
      method: 'POST',
      headers: requestHeaders(settings),
      body: requestBody(settings, messages),
      timeoutMs: settings.timeoutMs,
      maxBytes: MAX_ANSWER_BYTES,
    })
    .catch((error: unknown) => {
      const failure = { timeoutMs: settings.timeoutMs, elapsedMs: performance.now() - started, cancelled: ctx.signal.aborted };
      throw errorForFailure(error, failure);
    });
  if (response.status < 200 || response.status >= 300) throw errorForStatus(response, ctx.now());
  return parseCompletion(response.text());
}
