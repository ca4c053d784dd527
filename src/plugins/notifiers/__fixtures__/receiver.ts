import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { AlertMessage } from '../../sdk/index.js';

// A loopback stand-in for a notifier's destination (a webhook receiver, ntfy, Telegram, Discord,
// Slack): it keeps every request with its raw body, so a test can check the exact bytes sent and
// verify a signature over them, and answers with whatever the test sets next.

export interface ReceivedRequest {
  method: string;
  /** Path and query, e.g. "/bot123:abc/sendMessage". */
  path: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

export interface ReceiverAnswer {
  status: number;
  headers?: Record<string, string>;
  /** A string as is; anything else as JSON. */
  body?: unknown;
}

export interface Receiver {
  /** Base URL without a trailing slash, e.g. "http://127.0.0.1:40123". */
  url: string;
  requests: ReceivedRequest[];
  /** The answer to every request until changed. */
  answer: ReceiverAnswer;
  /** The last request's body as JSON. */
  lastJson(): unknown;
  stop(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** The receiver, and how to start it listening (its url is set then). */
function createReceiver(answer: ReceiverAnswer): { receiver: Receiver; listen(): Promise<void> } {
  const requests: ReceivedRequest[] = [];
  const receiver: Receiver = {
    url: '',
    requests,
    answer,
    lastJson() {
      const last = requests.at(-1);
      if (!last) throw new Error('the receiver got no request');
      return JSON.parse(last.body.toString('utf8')) as unknown;
    },
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
  const server = createServer((req, res) => {
    readBody(req)
      .then((body) => {
        requests.push({ method: req.method ?? 'GET', path: req.url ?? '/', headers: req.headers, body });
        const { status, headers, body: answerBody } = receiver.answer;
        const text = answerBody === undefined ? '' : typeof answerBody === 'string' ? answerBody : JSON.stringify(answerBody);
        res.writeHead(status, headers).end(text);
      })
      .catch((error: unknown) => res.writeHead(500).end(String(error)));
  });
  const listen = async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  };
  return { receiver, listen };
}

export async function startReceiver(answer: ReceiverAnswer = { status: 200, body: 'ok' }): Promise<Receiver> {
  const { receiver, listen } = createReceiver(answer);
  await listen();
  return receiver;
}

/**
 * A receiver for one test file: listening before its tests, stopped after them, and between tests
 * emptied and answering `answer` again (a test may set another answer for itself).
 */
export function useReceiver(answer: ReceiverAnswer): Receiver {
  const { receiver, listen } = createReceiver(answer);
  beforeAll(listen);
  afterEach(() => {
    receiver.answer = answer;
    receiver.requests.length = 0;
  });
  afterAll(() => receiver.stop());
  return receiver;
}

/** An alert as the host hands it to a notifier, with any part replaced. */
export function alertMessage(overrides: Partial<AlertMessage> = {}, article: Partial<AlertMessage['article']> = {}): AlertMessage {
  return {
    event: 'alert',
    deliveryId: 'dlv_7f3c2a91',
    alert: { id: 12, name: 'BTC big moves' },
    article: {
      id: 4711,
      title: 'Bitcoin tops $71,000 as spot ETF inflows hit a three-week high',
      url: 'https://news.example/markets/bitcoin-tops-71000?src=rss&lang=en',
      published_at: '2025-03-14T09:30:00.000Z',
      sentiment: 'bullish',
      aiScore: 86,
      tickers: ['BTC', 'ETH'],
      summary: 'Spot bitcoin funds took in $1.2 billion over three days, the most since February.',
      ...article,
    },
    link: 'https://alphawire.example/article/4711',
    deliveredAt: '2025-03-14T09:31:05.000Z',
    ...overrides,
  };
}
