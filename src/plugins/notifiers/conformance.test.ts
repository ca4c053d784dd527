import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtInPlugins } from '../index.js';
import { pluginProblems } from '../loader.js';
import { PluginError, type NotifierPlugin, TransientError } from '../sdk/index.js';
import { createRecordingLogger, createTestContext } from '../sdk/testing/index.js';
import { alertMessage, startReceiver, type Receiver } from './__fixtures__/receiver.js';

// What every notifier owes the host: a form whose keys its schema knows, and secrets that never
// show in an error or a log line, whatever the service answers (even an answer echoing them).

const notifiers = builtInPlugins.filter((plugin): plugin is NotifierPlugin<unknown> => plugin.kind === 'notifier');

const TOKEN = '7123456789:AAHfZ3kq9VxLr2mNpQ8sTuWy4bCdEfGh5Ij';
const SECRET_PATH = '/hooks/Zx9-sEcReT-pAtH-0a1b2c3d4e5f';

/** Valid settings for each notifier, every secret set, every URL on the receiver. */
const SAMPLE_SETTINGS: Record<string, (base: string) => Record<string, unknown>> = {
  webhook: (base) => ({ url: `${base}${SECRET_PATH}`, secret: 'whsec_3f9a0c7be14d2a65' }),
  ntfy: (base) => ({ server: base, topic: 'alphawire-k3v9q2', token: 'tk_ab12cd34ef56gh78ij90kl12mn34o' }),
  telegram: (base) => ({ botToken: TOKEN, chatId: '-1001234567890', apiBaseUrl: base }),
  discord: (base) => ({ url: `${base}${SECRET_PATH}` }),
  slack: (base) => ({ url: `${base}${SECRET_PATH}` }),
};

const STATUSES = [400, 401, 403, 404, 413, 429, 500, 503];

function schemaKeys(plugin: NotifierPlugin<unknown>): string[] {
  return Object.keys((plugin.settingsSchema as unknown as { shape?: Record<string, unknown> }).shape ?? {});
}

/** The secret values of these settings, and a secret URL's path on its own (the credential part). */
function secretsIn(plugin: NotifierPlugin<unknown>, settings: Record<string, unknown>): string[] {
  const keys = [...plugin.fields.filter((field) => field.secret).map((field) => field.key), ...(plugin.generatedSecret ? [plugin.generatedSecret] : [])];
  return keys.flatMap((key) => {
    const value = String(settings[key]);
    return URL.canParse(value) ? [value, new URL(value).pathname] : [value];
  });
}

let receiver: Receiver;

beforeAll(async () => {
  receiver = await startReceiver();
});

afterAll(() => receiver.stop());

describe('notifier conformance', () => {
  it('covers every built-in notifier', () => {
    expect(notifiers.map((plugin) => plugin.id).sort()).toEqual(Object.keys(SAMPLE_SETTINGS).sort());
  });

  describe.each(notifiers.map((plugin) => [plugin.id, plugin] as const))('%s', (_id, plugin) => {
    it('is accepted by the plugin loader', () => {
      expect(pluginProblems(plugin)).toEqual([]);
    });

    it('declares form fields (and a generated secret) whose keys its settings schema has', () => {
      const keys = schemaKeys(plugin);
      expect(plugin.fields.length).toBeGreaterThan(0);
      for (const field of plugin.fields) {
        expect(keys, field.key).toContain(field.key);
        expect(field.label.trim(), field.key).not.toBe('');
      }
      if (plugin.generatedSecret) expect(keys).toContain(plugin.generatedSecret);
    });

    it('names the URLs of its settings for the address check', () => {
      const settings = plugin.settingsSchema.parse(SAMPLE_SETTINGS[plugin.id]?.('https://example.com'));
      const urls = plugin.urls(settings);
      expect(urls.length).toBeGreaterThan(0);
      for (const url of urls) expect(new URL(url).hostname).toBe('example.com');
    });

    // docs/alerts.md: any 4xx but 408 and 425 fails at once; those two, like a 5xx, are tried again.
    it.each([408, 425, 500, 503])('tries again later when the service answers %i', async (status) => {
      receiver.answer = { status, body: { message: 'later', description: 'later', error: 'later' } };
      const error: unknown = await plugin
        .create(createTestContext({ pluginId: plugin.id }))
        .send(plugin.settingsSchema.parse(SAMPLE_SETTINGS[plugin.id]?.(receiver.url) ?? {}), alertMessage())
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(TransientError);
    });

    it.each(STATUSES)('keeps its secrets out of the error and the log when the service answers %i', async (status) => {
      const raw = SAMPLE_SETTINGS[plugin.id]?.(receiver.url) ?? {};
      const secrets = secretsIn(plugin, raw);
      receiver.answer = { status, body: { message: secrets.join(' '), description: secrets.join(' '), error: secrets.join(' ') } };
      const logger = createRecordingLogger();

      const error: unknown = await plugin
        .create(createTestContext({ pluginId: plugin.id, logger }))
        .send(plugin.settingsSchema.parse(raw), alertMessage())
        .catch((e: unknown) => e);

      expect(error).toBeInstanceOf(PluginError);
      const text = `${(error as Error).message} ${JSON.stringify(logger.entries)}`;
      for (const secret of secrets) expect(text).not.toContain(secret);
    });
  });
});
