import { createHmac, timingSafeEqual } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AuthError, RateLimitedError, RejectedError, TransientError } from '../../sdk/index.js';
import { createTestContext } from '../../sdk/testing/index.js';
import { alertMessage, useReceiver } from '../__fixtures__/receiver.js';
import { signatureOf, webhookNotifier, webhookSettingsSchema } from './index.js';

const SECRET = 'whsec_3f9a0c7be14d2a65';
const NOW = new Date('2025-03-14T09:31:05Z');

const receiver = useReceiver({ status: 200, body: 'ok' });

function send(message = alertMessage(), url = `${receiver.url}/hooks/alphawire?team=7`) {
  const settings = webhookSettingsSchema.parse({ url, secret: SECRET });
  return webhookNotifier.create(createTestContext({ pluginId: 'webhook', now: NOW })).send(settings, message);
}

function lastRequest() {
  const request = receiver.requests.at(-1);
  if (!request) throw new Error('the receiver got no request');
  return request;
}

/** What a receiver does: HMAC over the raw bytes it read, compared in constant time. */
function verifies(body: Buffer, header: string | string[] | undefined, secret: string): boolean {
  const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(body).digest('hex')}`);
  const given = Buffer.from(String(header));
  return expected.length === given.length && timingSafeEqual(expected, given);
}

describe('webhook notifier: the request', () => {
  it('POSTs the alert as JSON to the URL with its event, delivery id and signature headers', async () => {
    const message = alertMessage();

    await send(message);

    const request = lastRequest();
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/hooks/alphawire?team=7');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers['x-alphawire-event']).toBe('alert');
    expect(request.headers['x-alphawire-delivery']).toBe('dlv_7f3c2a91');
    expect(request.body.toString('utf8')).toBe(
      JSON.stringify({ event: 'alert', alert: message.alert, article: message.article, deliveredAt: message.deliveredAt }),
    );
  });

  it('signs the exact bytes received, so the receiver verifies with the secret and not with another', async () => {
    await send(alertMessage({}, { title: 'Ether «rallies» 🚀 past $4k' }));

    const { body, headers } = lastRequest();
    expect(verifies(body, headers['x-alphawire-signature'], SECRET)).toBe(true);
    expect(verifies(body, headers['x-alphawire-signature'], 'whsec_not-the-secret')).toBe(false);
  });

  it('sends a test event as event "test"', async () => {
    await send(alertMessage({ event: 'test' }));

    expect(lastRequest().headers['x-alphawire-event']).toBe('test');
    expect(receiver.lastJson()).toMatchObject({ event: 'test' });
  });
});

describe('webhook notifier: signatureOf', () => {
  it('is sha256= and the hex HMAC-SHA256 of the body', () => {
    const body = '{"event":"test"}';
    expect(signatureOf(body, 'k')).toBe(`sha256=${createHmac('sha256', 'k').update(Buffer.from(body)).digest('hex')}`);
    expect(signatureOf(body, 'k')).toMatch(/^sha256=[0-9a-f]{64}$/);
  });
});

describe('webhook notifier: errors', () => {
  it('honours Retry-After on 429', async () => {
    receiver.answer = { status: 429, headers: { 'retry-after': '42' } };

    const error: unknown = await send().catch((e: unknown) => e);

    expect(error).toBeInstanceOf(RateLimitedError);
    expect(error).toMatchObject({ retryAfterSeconds: 42 });
  });

  it('reads Retry-After written as a date, and waits a minute without one', async () => {
    receiver.answer = { status: 429, headers: { 'retry-after': 'Fri, 14 Mar 2025 09:33:05 GMT' } };
    await expect(send()).rejects.toMatchObject({ retryAfterSeconds: 120 });

    receiver.answer = { status: 429 };
    await expect(send()).rejects.toMatchObject({ retryAfterSeconds: 60 });
  });

  it.each([
    [401, AuthError],
    [403, AuthError],
    [404, AuthError],
    [400, RejectedError],
    [422, RejectedError],
    [408, TransientError],
    [425, TransientError],
    [500, TransientError],
    [503, TransientError],
  ])('maps %i to %o', async (status, kind) => {
    receiver.answer = { status, body: `echo ${SECRET} from ${receiver.url}/hooks/alphawire?team=7` };

    const error: unknown = await send().catch((e: unknown) => e);

    expect(error).toBeInstanceOf(kind);
    expect((error as Error).message).toContain(`(${status})`);
    expect((error as Error).message).not.toContain(SECRET);
    expect((error as Error).message).not.toContain('/hooks/alphawire');
  });
});

describe('webhook notifier: settings', () => {
  it('refuses a URL that is not http(s), naming the field', () => {
    const parsed = webhookSettingsSchema.safeParse({ url: 'ftp://example.com/hook', secret: SECRET });
    expect(parsed.error?.issues[0]?.message).toBe('url must be an http(s) URL');
  });

  it('refuses a missing or empty secret', () => {
    for (const secret of [undefined, '']) {
      const parsed = webhookSettingsSchema.safeParse({ url: 'https://example.com/hook', secret });
      expect(parsed.error?.issues[0]?.message).toBe('secret must be a non-empty string');
    }
  });

  it('shows only the URL in the form and has the host generate the secret', () => {
    expect(webhookNotifier.fields.map((field) => field.key)).toEqual(['url']);
    expect(webhookNotifier.generatedSecret).toBe('secret');
    expect(webhookNotifier.urls({ url: 'https://example.com/hook', secret: SECRET })).toEqual(['https://example.com/hook']);
  });
});
