import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A loopback stand-in for POST /v1/chat/completions that answers like the documented API: the
// chat.completion object (id, object, created, model, choices[{index, message{role, content},
// finish_reason}], usage) and, for failures, {"error": {message, type, param, code}} with the
// statuses OpenAI uses. Like OpenAI it refuses a wrong key (401), an unknown model (404), and
// JSON mode when no message mentions JSON (400). Requests are kept with their parsed bodies.

export type FakeOpenaiMode =
  | 'valid'
  | 'invalid-json'
  | 'deep-json'
  | 'schema-violation'
  | 'truncated'
  | 'timeout'
  | 'rate-limit'
  | 'server-error';

export interface FakeRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export interface FakeOpenai {
  /** Base URL up to /v1, as the enricher's baseUrl setting takes it. */
  url: string;
  mode: FakeOpenaiMode;
  /** False plays a local server (llama.cpp, Ollama) that takes any key or none. */
  requireKey: boolean;
  /** The JSON the model "writes" in valid mode; a test may swap it. */
  answer: unknown;
  requests: FakeRequest[];
  stop(): Promise<void>;
}

export const FAKE_API_KEY = 'sk-fake-0123456789abcdef';
export const FAKE_MODEL = 'gpt-4o-mini';
export const FAKE_RETRY_AFTER = '20';

/** The model's answer in __fixtures__/valid-answer.json (fictional, written by us). */
export function loadValidAnswer(): Record<string, unknown> {
  return JSON.parse(readFileSync(new URL('./valid-answer.json', import.meta.url), 'utf8')) as Record<string, unknown>;
}

interface Answer {
  status: number;
  headers?: Record<string, string>;
  body: unknown;
}

function apiError(status: number, message: string, type: string, code: string | null, headers?: Record<string, string>): Answer {
  return { status, headers, body: { error: { message, type, param: null, code } } };
}

function completion(model: string, content: string, finishReason = 'stop'): Answer {
  const body = {
    id: 'chatcmpl-fake123',
    object: 'chat.completion',
    created: 1_741_990_000,
    model: `${model}-2024-07-18`,
    choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, logprobs: null, finish_reason: finishReason }],
    usage: { prompt_tokens: 812, completion_tokens: 402, total_tokens: 1214 },
  };
  return { status: 200, body };
}

const SCHEMA_VIOLATION = { sentiment: 'sideways', sentiment_score: 0.2, importance: { score: 50, reasons: [] }, tweet: 'Hi' };

function modeAnswer(fake: FakeOpenai, model: string): Answer {
  switch (fake.mode) {
    case 'invalid-json':
      return completion(model, 'Sure! Here is my analysis: the article is bullish for {bitcoin');
    case 'deep-json':
      return completion(model, `{"sentiment":${'['.repeat(100_000)}${']'.repeat(100_000)}}`);
    case 'schema-violation':
      return completion(model, JSON.stringify(SCHEMA_VIOLATION));
    case 'truncated':
      return completion(model, JSON.stringify(fake.answer).slice(0, 120), 'length');
    case 'rate-limit':
      return apiError(429, `Rate limit reached for ${model} on requests per min (RPM): Limit 3, Used 3, Requested 1.`, 'requests', 'rate_limit_exceeded', {
        'retry-after': FAKE_RETRY_AFTER,
        'x-ratelimit-remaining-requests': '0',
      });
    case 'server-error':
      return apiError(500, 'The server had an error while processing your request. Sorry about that!', 'server_error', null);
    default:
      return completion(model, JSON.stringify(fake.answer));
  }
}

// The checks OpenAI makes before it runs the model, in its words.
function requestProblem(fake: FakeOpenai, request: FakeRequest): Answer | null {
  if (fake.requireKey && request.headers.authorization !== `Bearer ${FAKE_API_KEY}`) {
    const shown = String(request.headers.authorization ?? '').replace(/^Bearer /, '');
    return apiError(401, `Incorrect API key provided: ${shown.slice(0, 3)}****${shown.slice(-4)}.`, 'invalid_request_error', 'invalid_api_key');
  }
  const body = request.body as { model?: unknown; messages?: unknown; response_format?: { type?: string } } | null;
  if (!body || typeof body.model !== 'string' || !Array.isArray(body.messages)) {
    return apiError(400, "We could not parse the JSON body of your request, or 'model' or 'messages' is missing.", 'invalid_request_error', null);
  }
  if (body.model !== FAKE_MODEL) {
    return apiError(404, `The model \`${body.model}\` does not exist or you do not have access to it.`, 'invalid_request_error', 'model_not_found');
  }
  if (body.response_format?.type === 'json_object' && !/json/i.test(JSON.stringify(body.messages))) {
    return apiError(400, "'messages' must contain the word 'json' in some form, to use 'response_format' of type 'json_object'.", 'invalid_request_error', null);
  }
  return null;
}

function parseBody(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

function respond(fake: FakeOpenai, request: FakeRequest, res: ServerResponse): void {
  if (request.method !== 'POST' || request.path !== '/v1/chat/completions') {
    send(res, apiError(404, `Invalid URL (${request.method} ${request.path})`, 'invalid_request_error', null));
    return;
  }
  const problem = requestProblem(fake, request);
  if (problem) return send(res, problem);
  if (fake.mode === 'timeout') return; // holds the connection open until stop()
  send(res, modeAnswer(fake, FAKE_MODEL));
}

function send(res: ServerResponse, answer: Answer): void {
  res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers }).end(JSON.stringify(answer.body));
}

/** Starts the fake on 127.0.0.1 in valid mode, with the answer of valid-answer.json. */
export async function startFakeOpenai(): Promise<FakeOpenai> {
  const fake: FakeOpenai = { url: '', mode: 'valid', requireKey: true, answer: loadValidAnswer(), requests: [], stop: async () => undefined };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = { method: req.method ?? 'GET', path: req.url ?? '/', headers: req.headers, body: parseBody(Buffer.concat(chunks).toString('utf8')) };
      fake.requests.push(request);
      respond(fake, request, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  fake.stop = () =>
    new Promise<void>((resolve, reject) => {
      server.close((error) => (error ? reject(error) : resolve()));
      server.closeAllConnections(); // a held "timeout" answer would keep close() waiting
    });
  return fake;
}
