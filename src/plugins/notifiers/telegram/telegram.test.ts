import { describe, expect, it } from 'vitest';
import { AuthError, RateLimitedError, RejectedError, TransientError } from '../../sdk/index.js';
import { createTestContext } from '../../sdk/testing/index.js';
import { alertMessage, useReceiver } from '../__fixtures__/receiver.js';
import { telegramNotifier, telegramSettingsSchema } from './index.js';
import { escapeHtml, telegramText } from './message.js';

const TOKEN = '7123456789:AAHfZ3kq9VxLr2mNpQ8sTuWy4bCdEfGh5Ij';
const NOW = new Date('2025-03-14T09:31:05Z');
const SENT = { ok: true, result: { message_id: 42, chat: { id: -1001234567890, type: 'channel' }, date: 1741944665 } };

const receiver = useReceiver({ status: 200, body: SENT });

function send(message = alertMessage(), settings: Record<string, unknown> = {}) {
  const parsed = telegramSettingsSchema.parse({ botToken: TOKEN, chatId: '-1001234567890', apiBaseUrl: receiver.url, ...settings });
  return telegramNotifier.create(createTestContext({ pluginId: 'telegram', now: NOW })).send(parsed, message);
}

function failure(status: number, description: string, parameters?: object) {
  return { status, body: { ok: false, error_code: status, description, ...(parameters ? { parameters } : {}) } };
}

describe('telegram notifier: the request', () => {
  it('POSTs sendMessage under the bot token with the chat, the HTML text and the publisher as preview', async () => {
    await send();

    const request = receiver.requests.at(-1);
    expect([request?.method, request?.path]).toEqual(['POST', `/bot${TOKEN}/sendMessage`]);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(receiver.lastJson()).toEqual({
      chat_id: '-1001234567890',
      text: [
        '🔔 <b>BTC big moves</b>',
        '<b><a href="https://alphawire.example/article/4711">Bitcoin tops $71,000 as spot ETF inflows hit a three-week high</a></b>',
        'Spot bitcoin funds took in $1.2 billion over three days, the most since February.',
        'BTC ETH · importance 86/100 · bullish',
        '<a href="https://news.example/markets/bitcoin-tops-71000?src=rss&amp;lang=en">Read at the publisher</a>',
      ].join('\n'),
      parse_mode: 'HTML',
      link_preview_options: { url: 'https://news.example/markets/bitcoin-tops-71000?src=rss&lang=en' },
    });
  });

  it('sends a numeric chat id as a number', async () => {
    await send(alertMessage(), { chatId: 123456789 });

    expect(receiver.lastJson()).toMatchObject({ chat_id: 123456789 });
  });

  it('says "Test alert" for a test event', async () => {
    await send(alertMessage({ event: 'test' }));

    expect((receiver.lastJson() as { text: string }).text).toMatch(/^🧪 <b>Test alert<\/b> · BTC big moves\n/);
  });
});

describe('telegram notifier: text', () => {
  it('escapes &, < and > in every part, and quotes in links', () => {
    const text = telegramText(
      alertMessage({ alert: { id: 1, name: 'S&P <500>' } }, { title: 'AT&T <b>beats</b>', summary: '1 < 2 & 3 > 2', url: 'https://x.example/a"b' }),
    );

    expect(text).toContain('🔔 <b>S&amp;P &lt;500&gt;</b>');
    expect(text).toContain('>AT&amp;T &lt;b&gt;beats&lt;/b&gt;</a>');
    expect(text).toContain('1 &lt; 2 &amp; 3 &gt; 2');
    expect(text).toContain('href="https://x.example/a&quot;b"');
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
  });

  it('stays within 4096 characters for the longest article', () => {
    const text = telegramText(alertMessage({ alert: { id: 1, name: 'n'.repeat(500) } }, { title: 't'.repeat(5000), summary: 's'.repeat(9000), tickers: Array(200).fill('ABCD') as string[] }));

    expect(text.replace(/<[^>]+>/g, '').length).toBeLessThanOrEqual(4096);
  });
});

describe('telegram notifier: errors', () => {
  it("waits Telegram's parameters.retry_after on 429, before the header", async () => {
    receiver.answer = { ...failure(429, 'Too Many Requests: retry after 17', { retry_after: 17 }), headers: { 'retry-after': '5' } };

    const error: unknown = await send().catch((e: unknown) => e);

    expect(error).toBeInstanceOf(RateLimitedError);
    expect(error).toMatchObject({ retryAfterSeconds: 17, message: 'Telegram asked us to slow down (429: Too Many Requests: retry after 17)' });
  });

  it('falls back to Retry-After, then to a minute', async () => {
    receiver.answer = { status: 429, headers: { 'retry-after': '9' } };
    await expect(send()).rejects.toMatchObject({ retryAfterSeconds: 9 });

    receiver.answer = { status: 429 };
    await expect(send()).rejects.toMatchObject({ retryAfterSeconds: 60 });
  });

  it.each([
    [failure(401, 'Unauthorized'), AuthError, 'Telegram refused the bot token (401: Unauthorized): copy it again from @BotFather'],
    [failure(404, 'Not Found'), AuthError, 'Telegram refused the bot token (404: Not Found): copy it again from @BotFather'],
    [failure(403, 'Forbidden: bot was blocked by the user'), AuthError, 'Telegram refused to post to the chat (403: Forbidden: bot was blocked by the user): add the bot to the chat, or start or unblock it'],
    [failure(400, 'Bad Request: chat not found'), RejectedError, 'Telegram refused the message (400: Bad Request: chat not found)'],
    [failure(400, 'Bad Request: group chat was upgraded to a supergroup chat', { migrate_to_chat_id: -1009876543210 }), RejectedError, 'The group became a supergroup (400: Bad Request: group chat was upgraded to a supergroup chat): change the chat id to -1009876543210'],
    [{ status: 500, body: 'Internal Server Error' }, TransientError, 'Telegram is failing on its side (500)'],
    [failure(502, 'Bad Gateway'), TransientError, 'Telegram is failing on its side (502: Bad Gateway)'],
  ])('maps %j', async (answer, kind, message) => {
    receiver.answer = answer;

    const error: unknown = await send().catch((e: unknown) => e);

    expect(error).toBeInstanceOf(kind);
    expect((error as Error).message).toBe(message);
  });

  it('never repeats the token, even when Telegram (or a proxy) echoes it, whole or its secret half alone', async () => {
    receiver.answer = failure(400, `Bad Request: bot${TOKEN} is odd, /bot${TOKEN.split(':')[1]} too`);

    const error: unknown = await send().catch((e: unknown) => e);

    expect((error as Error).message).not.toContain(TOKEN);
    expect((error as Error).message).not.toContain(TOKEN.split(':')[1]);
  });
});

describe('telegram notifier: settings', () => {
  it.each([
    [{ botToken: 'not-a-token', chatId: '42' }, 'botToken must look like 123456789:AAH… (the token @BotFather gave you)'],
    [{ chatId: '42' }, 'botToken is required'],
    [{ botToken: TOKEN, chatId: 'my channel' }, 'chatId must be a numeric chat id (e.g. -1001234567890) or a public channel @username'],
    [{ botToken: TOKEN, chatId: 1.5 }, 'chatId must be a numeric chat id (e.g. -1001234567890) or a public channel @username'],
    [{ botToken: TOKEN }, 'chatId must be a numeric chat id (e.g. -1001234567890) or a public channel @username'],
    [{ botToken: TOKEN, chatId: '42', apiBaseUrl: 'file:///etc' }, 'apiBaseUrl must be an http(s) URL'],
  ])('refuses %j with a message naming the field', (settings, message) => {
    expect(telegramSettingsSchema.safeParse(settings).error?.issues[0]?.message).toBe(message);
  });

  it('takes @channel names and defaults to the public Bot API, which urls() names without the token', () => {
    const settings = telegramSettingsSchema.parse({ botToken: TOKEN, chatId: '@alphawire_alerts' });

    expect(settings).toMatchObject({ chatId: '@alphawire_alerts', apiBaseUrl: 'https://api.telegram.org' });
    expect(telegramNotifier.urls(settings)).toEqual(['https://api.telegram.org']);
    expect(telegramNotifier.fields.map((field) => field.key)).toEqual(['botToken', 'chatId']);
  });
});
