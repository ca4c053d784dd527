import { z } from 'zod';
import { defineNotifier, type AlertMessage, type PluginContext } from '../../sdk/index.js';
import { slackError } from './errors.js';
import { slackPayload } from './message.js';

export const slackSettingsSchema = z.object({
  // Any http(s) URL: Mattermost and Rocket.Chat take Slack's incoming-webhook format too.
  url: z.url({ protocol: /^https?$/, error: 'url must be an http(s) URL' }),
});

export type SlackSettings = z.infer<typeof slackSettingsSchema>;

async function post(ctx: PluginContext, settings: SlackSettings, message: AlertMessage): Promise<void> {
  const response = await ctx.http.request({
    url: settings.url,
    method: 'POST',
    allowedHosts: [new URL(settings.url).hostname],
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(slackPayload(message)),
    timeoutMs: 10_000,
    // Taken is all a delivery needs to know: a success's body, however large or slow, is not waited for.
    readSuccessBody: false,
  });
  const error = slackError(response, settings.url, ctx.now());
  if (error) throw error;
}

/** Posts to a Slack channel (or Mattermost, Rocket.Chat) through an incoming webhook. */
export const slackNotifier = defineNotifier<SlackSettings>({
  id: 'slack',
  displayName: 'Slack',
  settingsSchema: slackSettingsSchema,
  fields: [
    {
      key: 'url',
      label: 'Incoming webhook URL',
      secret: true,
      placeholder: 'https://hooks.slack.com/services/T…/B…/…',
      description: 'From a Slack app with Incoming Webhooks turned on (api.slack.com/apps), or a Mattermost or Rocket.Chat incoming webhook.',
    },
  ],
  urls: (settings) => [settings.url],
  create: (ctx) => ({ send: (settings, message) => post(ctx, settings, message) }),
});
