import { z } from 'zod';
import { defineNotifier, type AlertMessage, type PluginContext } from '../../sdk/index.js';
import { ntfyError } from './errors.js';
import { ntfyPublish } from './message.js';

export const ntfySettingsSchema = z.object({
  // A form sends an emptied field as '': that means the default, as absence does.
  server: z.preprocess(
    (server) => (server === '' ? undefined : server),
    z.url({ protocol: /^https?$/, error: 'server must be an http(s) URL' }).default('https://ntfy.sh'),
  ),
  // ntfy's own rule for topic names.
  topic: z.string({ error: (issue) => (issue.input === undefined ? 'topic is required' : 'topic must be text') }).regex(/^[-_A-Za-z0-9]{1,64}$/, 'topic must be 1–64 letters, digits, dashes or underscores'),
  token: z
    .string({ error: 'token must be a string' })
    .optional()
    .transform((token) => token || undefined),
});

export type NtfySettings = z.infer<typeof ntfySettingsSchema>;

async function publish(ctx: PluginContext, settings: NtfySettings, message: AlertMessage): Promise<void> {
  const url = `${settings.server.replace(/\/+$/, '')}/`;
  const response = await ctx.http.request({
    url,
    method: 'POST',
    allowedHosts: [new URL(url).hostname],
    headers: { 'content-type': 'application/json', ...(settings.token ? { authorization: `Bearer ${settings.token}` } : {}) },
    body: JSON.stringify(ntfyPublish(settings.topic, message)),
    timeoutMs: 10_000,
    // Taken is all a delivery needs to know: a success's body, however large or slow, is not waited for.
    readSuccessBody: false,
  });
  const error = ntfyError(response, settings.token ? [settings.token] : [], ctx.now());
  if (error) throw error;
}

/** Push notifications through ntfy.sh or a self-hosted ntfy server. */
export const ntfyNotifier = defineNotifier<NtfySettings>({
  id: 'ntfy',
  displayName: 'ntfy',
  settingsSchema: ntfySettingsSchema,
  fields: [
    {
      key: 'server',
      label: 'Server',
      optional: true,
      placeholder: 'https://ntfy.sh',
      description: 'Your ntfy server, or leave empty for the public ntfy.sh.',
    },
    {
      key: 'topic',
      label: 'Topic',
      placeholder: 'alphawire-k3v9q2',
      description: 'The topic you subscribed to in the ntfy app. On ntfy.sh anyone who knows it can read it: pick one hard to guess.',
    },
    {
      key: 'token',
      label: 'Access token',
      secret: true,
      optional: true,
      placeholder: 'tk_…',
      description: 'Only for a protected topic: an access token with write access (ntfy account → Access tokens).',
    },
  ],
  urls: (settings) => [settings.server],
  create: (ctx) => ({ send: (settings, message) => publish(ctx, settings, message) }),
});
