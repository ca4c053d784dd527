import { describe, expect, it } from 'vitest';
import { AuthError, RateLimitedError, RejectedError, TransientError } from '../../sdk/index.js';
import { createTestContext } from '../../sdk/testing/index.js';
import { alertMessage, useReceiver } from '../__fixtures__/receiver.js';
import { slackNotifier, slackSettingsSchema } from './index.js';
import { escapeMrkdwn, slackPayload } from './message.js';

const HOOK_PATH = '/services/T0A1B2C3D/B0E4F5G6H/sEcReTpAtH7x8y9z0a1b2c3d';
const NOW = new Date('2025-03-14T09:31:05Z');

const receiver = useReceiver({ status: 200, body: 'ok' });

function send(message = alertMessage()) {
  const settings = slackSettingsSchema.parse({ url: `${receiver.url}${HOOK_PATH}` });
  return slackNotifier.create(createTestContext({ pluginId: 'slack', now: NOW })).send(settings, message);
}

function sectionOf(payload: ReturnType<typeof slackPayload>): string {
  return payload.blocks[0]?.text?.text ?? '';
}

describe('slack notifier: the request', () => {
  it('POSTs a preview text and blocks to the webhook URL', async () => {
    await send();

    const request = receiver.requests.at(-1);
    expect([request?.method, request?.path]).toEqual(['POST', HOOK_PATH]);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(receiver.lastJson()).toEqual({
      text: 'BTC big moves: Bitcoin tops $71,000 as spot ETF inflows hit a three-week high',
      blocks: [
        {
          type: 'section',
          text: {
            type: 'mrkdwn',
            text: [
              '🔔 BTC big moves',
              '<https://alphawire.example/article/4711|Bitcoin tops $71,000 as spot ETF inflows hit a three-week high>',
            ].join('\n'),
          },
        },
        { type: 'section', text: { type: 'plain_text', text: 'Spot bitcoin funds took in $1.2 billion over three days, the most since February.', emoji: false } },
        {
          type: 'context',
          elements: [
            {
              type: 'mrkdwn',
              text: 'BTC ETH · importance 86/100 · bullish · <https://news.example/markets/bitcoin-tops-71000?src=rss&amp;lang=en|Read at the publisher>',
            },
          ],
        },
      ],
    });
  });

  it('wraps no headline or name in bold, which a * or _ in them would break', () => {
    const payload = slackPayload(alertMessage({ alert: { id: 1, name: 'Rule *S&P*' } }, { title: '*bold*_under_ ~x~' }));
    expect(sectionOf(payload).split('\n').slice(0, 2)).toEqual(['🔔 Rule *S&amp;P*', '<https://alphawire.example/article/4711|*bold*_under_ ~x~>']);
  });

  it('says "Test alert" for a test event', async () => {
    await send(alertMessage({ event: 'test' }));

    const body = receiver.lastJson() as ReturnType<typeof slackPayload>;
    expect(body.text).toMatch(/^Test alert: /);
    expect(sectionOf(body)).toMatch(/^🧪 Test alert · BTC big moves\n/);
  });
});

describe('slack notifier: payload', () => {
  it("escapes &, < and > by Slack's rules, and a | in a link's URL", () => {
    const payload = slackPayload(alertMessage({ alert: { id: 1, name: 'S&P <500>' } }, { title: 'AT&T <beats> | misses', summary: '<!channel> & more' }));

    expect(payload.text).toBe('S&amp;P &lt;500&gt;: AT&amp;T &lt;beats&gt; | misses');
    expect(sectionOf(payload)).toContain('🔔 S&amp;P &lt;500&gt;\n');
    expect(sectionOf(payload)).toContain('|AT&amp;T &lt;beats&gt; | misses>');
    expect(payload.blocks[1]).toEqual({ type: 'section', text: { type: 'plain_text', text: '<!channel> & more', emoji: false } });
    expect(slackPayload(alertMessage({ link: 'https://a.example/x|y' })).blocks[0]).toMatchObject({ text: { text: expect.stringContaining('<https://a.example/x%7Cy|') } });
    expect(escapeMrkdwn('*bold* _it_')).toBe('*bold* _it_');
  });

  it('keeps each section within 3000 characters without cutting an entity in half', () => {
    const payload = slackPayload(alertMessage({ alert: { id: 1, name: '&'.repeat(400) } }, { title: '<'.repeat(900), summary: 'x'.repeat(9000) }));
    const [head, summary] = payload.blocks.map((block) => block.text?.text ?? '');

    expect(head!.length).toBeLessThanOrEqual(3000);
    expect(head).toMatch(/^🔔 (&amp;)+…\n<[^|]+\|(&lt;)+…>$/);
    expect(summary).toHaveLength(3000);
    expect(summary).toMatch(/x…$/);
  });

  it('sends the summary as plain text, so a ~ or * in its prose formats nothing', () => {
    const payload = slackPayload(alertMessage({}, { summary: 'Shares rose ~5% to ~$120; *not* advice, see _notes_ :rocket:' }));

    expect(payload.blocks[1]).toEqual({ type: 'section', text: { type: 'plain_text', text: 'Shares rose ~5% to ~$120; *not* advice, see _notes_ :rocket:', emoji: false } });
  });

  it('leaves out the summary and the context block when the article has neither', () => {
    const payload = slackPayload(alertMessage({}, { tickers: [], aiScore: null, sentiment: null, url: null, summary: null }));

    expect(payload.blocks.map((block) => block.type)).toEqual(['section']);
  });
});

describe('slack notifier: errors', () => {
  it('honours Retry-After on 429', async () => {
    receiver.answer = { status: 429, headers: { 'retry-after': '30' }, body: 'rate_limited' };

    const error: unknown = await send().catch((e: unknown) => e);

    expect(error).toBeInstanceOf(RateLimitedError);
    expect(error).toMatchObject({ retryAfterSeconds: 30, message: 'Slack asked us to slow down (429: rate_limited)' });
  });

  it.each([
    [404, 'no_service', AuthError, 'Slack refused the webhook URL (404: no_service): it was removed, its channel archived, or it is wrong'],
    [403, 'invalid_token', AuthError, 'Slack refused the webhook URL (403: invalid_token): it was removed, its channel archived, or it is wrong'],
    [410, 'channel_is_archived', AuthError, 'Slack refused the webhook URL (410: channel_is_archived): it was removed, its channel archived, or it is wrong'],
    [400, 'invalid_payload', RejectedError, 'Slack refused the message (400: invalid_payload)'],
    [400, { id: 'web.incoming_webhook.text.app_error', message: 'No text specified', status_code: 400 }, RejectedError, 'Slack refused the message (400: No text specified)'],
    [500, 'internal_error', TransientError, 'Slack is failing on its side (500)'],
  ])('maps %i %j', async (status, body, kind, message) => {
    receiver.answer = { status, body };

    const error: unknown = await send().catch((e: unknown) => e);

    expect(error).toBeInstanceOf(kind);
    expect((error as Error).message).toBe(message);
  });

  it('never repeats the webhook URL, even when the answer does', async () => {
    receiver.answer = { status: 400, body: `bad request to ${receiver.url}${HOOK_PATH}` };

    const error: unknown = await send().catch((e: unknown) => e);

    expect((error as Error).message).toBe('Slack refused the message (400)');
  });
});

describe('slack notifier: settings', () => {
  it('refuses anything but an http(s) URL, naming the field', () => {
    for (const url of ['hooks.slack.com/services/x', 'mailto:ops@example.com', undefined]) {
      expect(slackSettingsSchema.safeParse({ url }).error?.issues[0]?.message).toBe('url must be an http(s) URL');
    }
  });

  it('keeps the URL secret and names it for the address check', () => {
    const settings = slackSettingsSchema.parse({ url: 'https://chat.example.org/hooks/abc' });

    expect(slackNotifier.urls(settings)).toEqual(['https://chat.example.org/hooks/abc']);
    expect(slackNotifier.fields).toEqual([expect.objectContaining({ key: 'url', secret: true })]);
  });
});
