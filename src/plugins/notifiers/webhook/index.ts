import { z } from 'zod';
import { defineNotifier, type AlertMessage, type PluginContext } from '../../sdk/index.js';
import { webhookError } from './errors.js';
import { signatureOf } from './signature.js';

export { signatureOf };

export const webhookSettingsSchema = z.object({
  url: z.url({ protocol: /^https?$/, error: 'url must be an http(s) URL' }),
  // Filled by the host at creation (generatedSecret), never typed by the member.
  secret: z.string({ error: 'secret must be a non-empty string' }).min(1, 'secret must be a non-empty string'),
});

export type WebhookSettings = z.infer<typeof webhookSettingsSchema>;

/** The body receivers parse: the alert without the host's own delivery details, which go in headers. */
export function webhookBody(message: AlertMessage): string {
  return JSON.stringify({ event: message.event, alert: message.alert, article: message.article, deliveredAt: message.deliveredAt });
}

async function deliver(ctx: PluginContext, settings: WebhookSettings, message: AlertMessage): Promise<void> {
  const body = webhookBody(message);
  const response = await ctx.http.request({
    url: settings.url,
    method: 'POST',
    allowedHosts: [new URL(settings.url).hostname],
    headers: {
      'content-type': 'application/json',
      'X-AlphaWire-Event': message.event,
      'X-AlphaWire-Delivery': message.deliveryId,
      'X-AlphaWire-Signature': signatureOf(body, settings.secret),
    },
    body,
    timeoutMs: 10_000,
    // Taken is all a delivery needs to know: a success's body, however large or slow, is not waited for.
    readSuccessBody: false,
  });
  const error = webhookError(response, ctx.now());
  if (error) throw error;
}

/** A signed JSON POST to the member's own endpoint. */
export const webhookNotifier = defineNotifier<WebhookSettings>({
  id: 'webhook',
  displayName: 'Webhook',
  settingsSchema: webhookSettingsSchema,
  fields: [
    {
      key: 'url',
      label: 'Endpoint URL',
      placeholder: 'https://example.com/hooks/alphawire',
      description: 'AlphaWire POSTs each alert here as JSON, signed with the secret shown once after you save.',
    },
  ],
  generatedSecret: 'secret',
  urls: (settings) => [settings.url],
  create: (ctx) => ({ send: (settings, message) => deliver(ctx, settings, message) }),
});
