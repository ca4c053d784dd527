import { describe, expect, it } from 'vitest';
import { builtInPlugins } from '../../src/plugins/index.js';
import { signatureOf } from '../../src/plugins/notifiers/webhook/index.js';
import type { HttpRequest, HttpResponse } from '../../src/plugins/sdk/index.js';
import { createSecretBox } from '../../src/server/crypto/secret-box.js';
import { createLogger } from '../../src/server/logger.js';
import { createSendThrough } from '../../src/server/modules/alerts/channel-sender.js';
import type { ChannelRow } from '../../src/server/modules/alerts/channels-repository.js';
import { alertMessage, sampleArticle } from '../../src/server/modules/alerts/message.js';
import { loadAssets } from '../../src/server/plugin-host/assets.js';
import { createPluginHost } from '../../src/server/plugin-host/host.js';

const NOW = new Date('2026-03-02T10:00:00Z');
const box = createSecretBox('channel-sender-test-secret-long-enough-for-iron');

/** The webhook notifier on a client that records what it is asked to send and answers 200. */
function sender() {
  const sent: HttpRequest[] = [];
  const ok: HttpResponse = { status: 200, url: '', headers: {}, notModified: false, body: Buffer.alloc(0), text: () => '', json: () => null };
  const http = { request: async (request: HttpRequest) => (sent.push(request), ok) };
  const plugins = createPluginHost({ plugins: builtInPlugins, env: {}, http, logger: createLogger('silent'), clock: () => NOW, assets: loadAssets() });
  return { sent, sendThrough: createSendThrough(plugins, box) };
}

function channel(url: string, secret: string): ChannelRow {
  return { id: 7, user_id: 1, type: 'webhook', name: 'Hook', settings: { url }, secrets_sealed: box.seal(JSON.stringify({ secret })), status: 'active', paused_reason: null, failures_in_a_row: 0, created_at: NOW };
}

const message = alertMessage({ deliveryId: '0b7f0c7e-5d52-4a36-9a49-1d2a5ad2f1a1', rule: { id: 3, name: 'BTC' }, article: sampleArticle(NOW), publicUrl: 'https://news.example.com', now: NOW });
const signatureSent = (request: HttpRequest) => request.headers?.['X-AlphaWire-Signature'];

describe('sending through a channel whose settings are kept opened', () => {
  it('signs with the secret the row holds now, and posts to its URL now, when the same channel changes', async () => {
    const { sent, sendThrough } = sender();
    await sendThrough(channel('https://hooks.example.com/a', 'first-secret'), message);
    await sendThrough(channel('https://hooks.example.com/a', 'first-secret'), message);
    await sendThrough(channel('https://hooks.example.com/a', 'second-secret'), message);
    await sendThrough(channel('https://hooks.example.com/b', 'second-secret'), message);
    const body = sent[0]!.body as string;
    expect(sent.map(signatureSent)).toEqual([signatureOf(body, 'first-secret'), signatureOf(body, 'first-secret'), signatureOf(body, 'second-secret'), signatureOf(body, 'second-secret')]);
    expect(sent.map((request) => request.url)).toEqual(['https://hooks.example.com/a', 'https://hooks.example.com/a', 'https://hooks.example.com/a', 'https://hooks.example.com/b']);
  });

  it('refuses a channel whose stored settings are no longer valid, and sends once they are fixed', async () => {
    const { sent, sendThrough } = sender();
    await expect(sendThrough(channel('ftp://hooks.example.com/a', 'a-secret'), message)).rejects.toThrow("The channel's settings are no longer valid");
    await sendThrough(channel('https://hooks.example.com/a', 'a-secret'), message);
    expect(sent.map((request) => request.url)).toEqual(['https://hooks.example.com/a']);
  });
});
