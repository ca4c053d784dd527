import { describe, expect, it } from 'vitest';
import { AuthError, RateLimitedError, RejectedError, TransientError } from '../../sdk/index.js';
import { createTestContext } from '../../sdk/testing/index.js';
import { alertMessage, useReceiver } from '../__fixtures__/receiver.js';
import { ntfyNotifier, ntfySettingsSchema } from './index.js';

const TOKEN = 'tk_ab12cd34ef56gh78ij90kl12mn34o';
const NOW = new Date('2025-03-14T09:31:05Z');

const receiver = useReceiver({ status: 200, body: { id: 'hwQ2YpKdmg', event: 'message', topic: 'alphawire-k3v9q2' } });

function send(message = alertMessage(), settings: Record<string, unknown> = {}) {
  const parsed = ntfySettingsSchema.parse({ server: receiver.url, topic: 'alphawire-k3v9q2', token: TOKEN, ...settings });
  return ntfyNotifier.create(createTestContext({ pluginId: 'ntfy', now: NOW })).send(parsed, message);
}

function lastRequest() {
  const request = receiver.requests.at(-1);
  if (!request) throw new Error('the receiver got no request');
  return request;
}

describe('ntfy notifier: the request', () => {
  it('publishes JSON to the server root with the topic, title, message, click link, tags and priority', async () => {
    await send();

    const request = lastRequest();
    expect([request.method, request.path]).toEqual(['POST', '/']);
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(receiver.lastJson()).toEqual({
      topic: 'alphawire-k3v9q2',
      title: 'Bitcoin tops $71,000 as spot ETF inflows hit a three-week high',
      message: 'Spot bitcoin funds took in $1.2 billion over three days, the most since February.\nBTC ETH · importance 86/100 · bullish\nAlert "BTC big moves"',
      click: 'https://alphawire.example/article/4711',
      tags: ['chart_with_upwards_trend', 'BTC', 'ETH'],
      priority: 4,
    });
  });

  it('keeps the default priority below importance 80, and sends no Authorization without a token', async () => {
    await send(alertMessage({}, { aiScore: 79, sentiment: null, summary: null, tickers: [] }), { token: '' });

    expect(lastRequest().headers.authorization).toBeUndefined();
    expect(receiver.lastJson()).toMatchObject({ priority: 3, tags: ['newspaper'], message: 'importance 79/100\nAlert "BTC big moves"' });
  });

  it('says "Test alert" for a test event', async () => {
    await send(alertMessage({ event: 'test' }));

    const body = receiver.lastJson() as { title: string; message: string; tags: string[] };
    expect(body.title).toMatch(/^Test alert: /);
    expect(body.message).toContain('Test alert "BTC big moves"');
    expect(body.tags[0]).toBe('test_tube');
  });

  it('keeps a long title and summary within ntfy limits', async () => {
    await send(alertMessage({}, { title: 'T'.repeat(400), summary: '€'.repeat(5000) }));

    const body = receiver.lastJson() as { title: string; message: string };
    expect(body.title).toHaveLength(250);
    expect(Buffer.byteLength(body.message)).toBeLessThanOrEqual(4096);
  });

  it('posts under the path of a server behind a prefix', async () => {
    await send(alertMessage(), { server: `${receiver.url}/ntfy/` });

    expect(lastRequest().path).toBe('/ntfy/');
  });
});

describe('ntfy notifier: errors', () => {
  it('honours Retry-After on 429', async () => {
    receiver.answer = { status: 429, headers: { 'retry-after': '30' }, body: { code: 42901, http: 429, error: 'limit reached: too many requests' } };

    const error: unknown = await send().catch((e: unknown) => e);

    expect(error).toBeInstanceOf(RateLimitedError);
    expect(error).toMatchObject({ retryAfterSeconds: 30, message: 'ntfy asked us to slow down (429: limit reached: too many requests)' });
  });

  it.each([
    [401, AuthError],
    [403, AuthError],
    [404, AuthError],
    [413, RejectedError],
    [500, TransientError],
    [502, TransientError],
  ])('maps %i to %o without the token in the message', async (status, kind) => {
    receiver.answer = { status, body: { code: status * 100 + 1, http: status, error: 'forbidden' } };

    const error: unknown = await send().catch((e: unknown) => e);

    expect(error).toBeInstanceOf(kind);
    expect((error as Error).message).toContain(`(${status}: forbidden)`);
    expect((error as Error).message).not.toContain(TOKEN);
  });
});

describe('ntfy notifier: settings', () => {
  it('defaults to ntfy.sh, also for an emptied field', () => {
    expect(ntfySettingsSchema.parse({ topic: 'alerts' }).server).toBe('https://ntfy.sh');
    expect(ntfySettingsSchema.parse({ topic: 'alerts', server: '' }).server).toBe('https://ntfy.sh');
    expect(ntfyNotifier.urls(ntfySettingsSchema.parse({ topic: 'alerts' }))).toEqual(['https://ntfy.sh']);
  });

  it.each([
    [{ topic: 'alerts', server: 'ntfy.sh' }, 'server must be an http(s) URL'],
    [{ topic: 'my alerts' }, 'topic must be 1–64 letters, digits, dashes or underscores'],
    [{ topic: 'x'.repeat(65) }, 'topic must be 1–64 letters, digits, dashes or underscores'],
    [{ topic: '' }, 'topic must be 1–64 letters, digits, dashes or underscores'],
    [{}, 'topic is required'],
    [{ topic: 12345 }, 'topic must be text'],
  ])('refuses %j with a message naming the field', (settings, message) => {
    expect(ntfySettingsSchema.safeParse(settings).error?.issues[0]?.message).toBe(message);
  });

  it('marks the token secret and optional', () => {
    expect(ntfyNotifier.fields.find((field) => field.key === 'token')).toMatchObject({ secret: true, optional: true });
  });
});
