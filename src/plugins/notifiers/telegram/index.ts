import { z } from 'zod';
import { defineNotifier, type AlertMessage, type PluginContext } from '../../sdk/index.js';
import { telegramError } from './errors.js';
import { telegramText } from './message.js';

const CHAT_ID_MESSAGE = 'chatId must be a numeric chat id (e.g. -1001234567890) or a public channel @username';

export const telegramSettingsSchema = z.object({
  botToken: z
    .string({ error: 'botToken is required' })
    .trim()
    .regex(/^\d+:[\w-]{20,}$/, 'botToken must look like 123456789:AAH… (the token @BotFather gave you)'),
  // The Bot API takes either; a group's id is negative, a supergroup's starts with -100.
  chatId: z.union([z.number({ error: CHAT_ID_MESSAGE }).int(CHAT_ID_MESSAGE), z.string().trim().regex(/^(-?\d+|@[A-Za-z]\w{3,31})$/, CHAT_ID_MESSAGE)], {
    error: CHAT_ID_MESSAGE,
  }),
  // Not a form field: the host passes the operator's value (a Local Bot API server, a test double).
  apiBaseUrl: z.url({ protocol: /^https?$/, error: 'apiBaseUrl must be an http(s) URL' }).default('https://api.telegram.org'),
});

export type TelegramSettings = z.infer<typeof telegramSettingsSchema>;

async function sendMessage(ctx: PluginContext, settings: TelegramSettings, message: AlertMessage): Promise<void> {
  const base = settings.apiBaseUrl.replace(/\/+$/, '');
  const response = await ctx.http.request({
    url: `${base}/bot${settings.botToken}/sendMessage`,
    method: 'POST',
    allowedHosts: [new URL(base).hostname],
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      chat_id: settings.chatId,
      text: telegramText(message),
      parse_mode: 'HTML',
      // The preview shows the publisher's article rather than the first link (our own page).
      link_preview_options: { url: message.article.url ?? message.link },
    }),
    timeoutMs: 10_000,
    // Taken is all a delivery needs to know: a success's body, however large or slow, is not waited for.
    readSuccessBody: false,
  });
  const error = telegramError(response, settings.botToken, ctx.now());
  if (error) throw error;
}

/** Messages from the member's own Telegram bot to a chat, group or channel. */
export const telegramNotifier = defineNotifier<TelegramSettings>({
  id: 'telegram',
  displayName: 'Telegram',
  settingsSchema: telegramSettingsSchema,
  apiHosts: ['api.telegram.org'],
  // The operator's, not the member's (it is no form field): a proxy, or a test's loopback fake.
  env: [{ name: 'TELEGRAM_API_BASE_URL', key: 'apiBaseUrl', description: 'Telegram Bot API root (default https://api.telegram.org)' }],
  fields: [
    {
      key: 'botToken',
      label: 'Bot token',
      secret: true,
      placeholder: '123456789:AAH…',
      description: 'Create a bot with @BotFather in Telegram (/newbot) and paste the token it gives you.',
    },
    {
      key: 'chatId',
      label: 'Chat ID',
      placeholder: '-1001234567890 or @mychannel',
      description: "Your chat's numeric id (send the bot a message, then open getUpdates), or a public channel's @username with the bot as admin.",
    },
  ],
  // The base only: the token is part of the path and must not be handed around.
  urls: (settings) => [settings.apiBaseUrl],
  create: (ctx) => ({ send: (settings, message) => sendMessage(ctx, settings, message) }),
});
