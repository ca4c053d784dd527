import { describe, expect, it } from 'vitest';
import { AuthError, RateLimitedError, RejectedError, TransientError } from '../../sdk/index.js';
import { createTestContext } from '../../sdk/testing/index.js';
import { alertMessage, useReceiver } from '../__fixtures__/receiver.js';
import { discordNotifier, discordSettingsSchema } from './index.js';
import { discordPayload } from './message.js';

const HOOK_PATH = '/api/webhooks/1234567890123456789/Zx9_tOkEn-Sh0uldNeverLeak_aBcDeFgHiJkLmNoPqRsTuVwXyZ012345';
const NOW = new Date('2025-03-14T09:31:05Z');

const receiver = useReceiver({ status: 204 });

const hookUrl = () => `${receiver.url}${HOOK_PATH}`;

function send(message = alertMessage()) {
  const settings = discordSettingsSchema.parse({ url: hookUrl() });
  return discordNotifier.create(createTestContext({ pluginId: 'discord', now: NOW })).send(settings, message);
}

describe('discord notifier: the request', () => {
  it('POSTs the alert line and one embed to the webhook URL', async () => {
    await send();

    const request = receiver.requests.at(-1);
    expect([request?.method, request?.path]).toEqual(['POST', HOOK_PATH]);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(receiver.lastJson()).toEqual({
      content: '🔔 BTC big moves',
      embeds: [
        {
          title: 'Bitcoin tops $71,000 as spot ETF inflows hit a three-week high',
          description: 'Spot bitcoin funds took in $1.2 billion over three days, the most since February.',
          url: 'https://alphawire.example/article/4711',
          color: 0x2ecc71,
          fields: [
            { name: 'Tickers', value: 'BTC ETH', inline: true },
            { name: 'Importance', value: '86/100', inline: true },
            { name: 'Publisher', value: '[Read the article](https://news.example/markets/bitcoin-tops-71000?src=rss&lang=en)', inline: false },
          ],
          timestamp: '2025-03-14T09:30:00.000Z',
        },
      ],
      allowed_mentions: { parse: [] },
    });
  });

  it('says "Test alert" for a test event', async () => {
    await send(alertMessage({ event: 'test' }));

    expect(receiver.lastJson()).toMatchObject({ content: '🧪 Test alert for "BTC big moves"' });
  });
});

describe('discord notifier: payload', () => {
  it('colours by sentiment: red for bearish, grey for neutral or unknown', () => {
    expect(discordPayload(alertMessage({}, { sentiment: 'bearish' })).embeds[0]?.color).toBe(0xe74c3c);
    expect(discordPayload(alertMessage({}, { sentiment: 'neutral' })).embeds[0]?.color).toBe(0x95a5a6);
    expect(discordPayload(alertMessage({}, { sentiment: null })).embeds[0]?.color).toBe(0x95a5a6);
  });

  it('shows headlines, summaries and names as written: markdown and masked links kept literal', () => {
    const payload = discordPayload(
      alertMessage({ alert: { id: 1, name: 'My *rule*' } }, { title: 'S&P 500 <b> *bold*_under_ ~strike~ `code` |spoiler|', summary: '> quote [click](http://evil.example)', url: 'https://en.example.org/wiki/S%26P_500_(index)' }),
    );
    expect(payload.content).toBe('🔔 My \\*rule\\*');
    expect(payload.embeds[0]?.title).toBe('S&P 500 <b\\> \\*bold\\*\\_under\\_ \\~strike\\~ \\`code\\` \\|spoiler\\|');
    expect(payload.embeds[0]?.description).toBe('\\> quote \\[click\\]\\(http://evil.example\\)');
    expect(payload.embeds[0]?.fields.at(-1)).toEqual({ name: 'Publisher', value: '[Read the article](https://en.example.org/wiki/S%26P_500_%28index%29)', inline: false });
    // A link too long for a field is left out rather than cut into one that leads nowhere.
    const long = discordPayload(alertMessage({}, { url: `https://news.example/${'a'.repeat(1100)}` }));
    expect(long.embeds[0]?.fields.map((field) => field.name)).toEqual(['Tickers', 'Importance']);
  });

  it('leaves out the fields the article lacks', () => {
    const [embed] = discordPayload(alertMessage({}, { tickers: [], aiScore: null, url: null, summary: null })).embeds;
    expect(embed?.fields).toEqual([]);
    expect(embed?.description).toBe('');
  });

  it("keeps every part within Discord's limits, the embed within 6000 characters", () => {
    const long = alertMessage(
      { alert: { id: 1, name: 'n'.repeat(3000) } },
      { title: 't'.repeat(500), summary: 's'.repeat(9000), tickers: Array(500).fill('ABCD') as string[] },
    );
    const payload = discordPayload(long);
    const [embed] = payload.embeds;
    if (!embed) throw new Error('no embed');

    expect(payload.content.length).toBeLessThanOrEqual(2000);
    expect(embed.title).toHaveLength(256);
    expect(embed.description.length).toBeLessThanOrEqual(4096);
    for (const field of embed.fields) expect(field.value.length).toBeLessThanOrEqual(1024);
    const total = embed.title.length + embed.description.length + embed.fields.reduce((sum, f) => sum + f.name.length + f.value.length, 0);
    expect(total).toBeLessThanOrEqual(6000);
  });
});

describe('discord notifier: errors', () => {
  it("waits Discord's retry_after on 429, rounded up", async () => {
    receiver.answer = { status: 429, headers: { 'retry-after': '3' }, body: { message: 'You are being rate limited.', retry_after: 2.35, global: false } };

    const error: unknown = await send().catch((e: unknown) => e);

    expect(error).toBeInstanceOf(RateLimitedError);
    expect(error).toMatchObject({ retryAfterSeconds: 3, message: 'Discord asked us to slow down (429: You are being rate limited.)' });
  });

  it('falls back to Retry-After without a body', async () => {
    receiver.answer = { status: 429, headers: { 'retry-after': '12' } };

    await expect(send()).rejects.toMatchObject({ retryAfterSeconds: 12 });
  });

  it('says the webhook URL was refused on 404, without repeating it', async () => {
    receiver.answer = { status: 404, body: { message: 'Unknown Webhook', code: 10015 } };

    const error: unknown = await send().catch((e: unknown) => e);

    expect(error).toBeInstanceOf(AuthError);
    expect((error as Error).message).toBe('Discord refused the webhook URL (404: Unknown Webhook): it was deleted or is wrong');
  });

  it.each([
    [401, { message: 'Invalid Webhook Token', code: 50027 }, AuthError],
    [403, { message: 'Missing Permissions', code: 50013 }, AuthError],
    [400, { message: 'Invalid Form Body', code: 50035 }, RejectedError],
    [413, 'Request Entity Too Large', RejectedError],
    [500, { message: '500: Internal Server Error', code: 0 }, TransientError],
    [503, 'upstream connect error', TransientError],
  ])('maps %i to %o without the webhook URL in the message', async (status, body, kind) => {
    receiver.answer = { status, body };

    const error: unknown = await send().catch((e: unknown) => e);

    expect(error).toBeInstanceOf(kind);
    expect((error as Error).message).toContain(`(${status}`);
    expect((error as Error).message).not.toContain('Zx9_tOkEn');
    expect((error as Error).message).not.toContain(receiver.url);
  });
});

describe('discord notifier: settings', () => {
  it('refuses anything but an http(s) URL, naming the field', () => {
    for (const url of ['discord.com/api/webhooks/1/x', 'javascript:alert(1)', '', undefined]) {
      expect(discordSettingsSchema.safeParse({ url }).error?.issues[0]?.message).toBe('url must be an http(s) URL');
    }
  });

  it('takes any http(s) host, keeps the URL secret and names it for the address check', () => {
    const settings = discordSettingsSchema.parse({ url: 'https://chat.example.org/api/webhooks/1/abc' });

    expect(discordNotifier.urls(settings)).toEqual(['https://chat.example.org/api/webhooks/1/abc']);
    expect(discordNotifier.fields).toEqual([expect.objectContaining({ key: 'url', secret: true })]);
  });
});
