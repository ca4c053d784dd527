import { z } from 'zod';
import { defineNotifier, type AlertMessage, type PluginContext } from '../../sdk/index.js';
import { discordError } from './errors.js';
import { discordPayload } from './message.js';

export const discordSettingsSchema = z.object({
  // Any http(s) URL: self-hosted Discord-compatible servers (Spacebar, for one) take the same calls.
  url: z.url({ protocol: /^https?$/, error: 'url must be an http(s) URL' }),
});

export type DiscordSettings = z.infer<typeof discordSettingsSchema>;

async function execute(ctx: PluginContext, settings: DiscordSettings, message: AlertMessage): Promise<void> {
  const response = await ctx.http.request({
    url: settings.url,
    method: 'POST',
    allowedHosts: [new URL(settings.url).hostname],
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(discordPayload(message)),
    timeoutMs: 10_000,
    // Taken is all a delivery needs to know: a success's body, however large or slow, is not waited for.
    readSuccessBody: false,
  });
  const error = discordError(response, settings.url, ctx.now());
  if (error) throw error;
}

/** Posts to a Discord channel through one of its webhooks. */
export const discordNotifier = defineNotifier<DiscordSettings>({
  id: 'discord',
  displayName: 'Discord',
  settingsSchema: discordSettingsSchema,
  fields: [
    {
      key: 'url',
      label: 'Webhook URL',
      secret: true,
      placeholder: 'https://discord.com/api/webhooks/123456789012345678/…',
      description: 'Channel settings → Integrations → Webhooks → New Webhook → Copy Webhook URL.',
    },
  ],
  urls: (settings) => [settings.url],
  create: (ctx) => ({ send: (settings, message) => execute(ctx, settings, message) }),
});
