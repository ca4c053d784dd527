import { LRUCache } from 'lru-cache';
import { type AlertMessage, type NotifierInstance, RejectedError } from '../../../plugins/sdk/index.js';
import type { SecretBox } from '../../crypto/secret-box.js';
import type { PluginHost } from '../../plugin-host/host.js';
import type { ChannelRow } from './channels-repository.js';
import { openSettings } from './channel-settings.js';

export type SendThrough = (channel: ChannelRow, message: AlertMessage) => Promise<void>;

type Checked = ReturnType<PluginHost['notifierSettings']>;

/** Channels whose opened settings are kept: far more than a batch names, a few MB at most. */
const OPENED_CHANNELS = 10_000;
/** Opened secrets stay in memory no longer than this after they were opened, sending or not. */
const OPENED_FOR_MS = 10 * 60_000;

/** A channel's opened and checked settings, and what they were opened from. */
interface Opened {
  type: string;
  settings: string;
  sealed: string | null;
  checked: Checked;
}

/**
 * Sends one message through a member's channel: its secrets opened, its settings checked again by
 * its notifier, and the notifier's instance made once per type. The host's client refuses private
 * addresses at connect time, so a URL that moved since it was checked is still refused. Throws the
 * notifier's SDK errors.
 *
 * The opened settings are kept by channel id, with what they were opened from: a channel sends many
 * alerts, and opening and checking its settings (decrypting, parsing, the notifier's schema) for
 * each was a tenth of a worker's time in bench:alerts, and still 5 % kept per batch only, as each
 * batch reads its channels anew and holds about 5 alerts per channel. A row whose type, settings or
 * sealed secrets differ from what was kept is opened again.
 */
export function createSendThrough(plugins: PluginHost, secretBox: SecretBox): SendThrough {
  const instances = new Map<string, NotifierInstance<unknown>>();
  const opened = new LRUCache<number, Opened>({ max: OPENED_CHANNELS, ttl: OPENED_FOR_MS, ttlAutopurge: true });

  function settingsOf(channel: ChannelRow): Checked {
    const settings = JSON.stringify(channel.settings);
    const kept = opened.get(channel.id);
    if (kept && kept.type === channel.type && kept.settings === settings && kept.sealed === channel.secrets_sealed) return kept.checked;
    const checked = plugins.notifierSettings(channel.type, openSettings(channel, secretBox));
    opened.set(channel.id, { type: channel.type, settings, sealed: channel.secrets_sealed, checked });
    return checked;
  }

  return async (channel, message) => {
    const parsed = settingsOf(channel);
    if (!parsed.ok) throw new RejectedError(`The channel's settings are no longer valid: ${parsed.message}`);
    let instance = instances.get(channel.type);
    if (!instance) {
      instance = plugins.notifier(channel.type, { log: { channelId: channel.id } });
      instances.set(channel.type, instance);
    }
    await instance.send(parsed.settings, message);
  };
}
