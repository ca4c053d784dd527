import { type AlertMessage, type NotifierInstance, RejectedError } from '../../../plugins/sdk/index.js';
import type { SecretBox } from '../../crypto/secret-box.js';
import type { PluginHost } from '../../plugin-host/host.js';
import type { ChannelRow } from './channels-repository.js';
import { openSettings } from './channel-settings.js';

export type SendThrough = (channel: ChannelRow, message: AlertMessage) => Promise<void>;

type Checked = ReturnType<PluginHost['notifierSettings']>;

/**
 * Sends one message through a member's channel: its secrets opened, its settings checked again by
 * its notifier, and the notifier's instance made once per type. The host's client refuses private
 * addresses at connect time, so a URL that moved since it was checked is still refused. Throws the
 * notifier's SDK errors.
 *
 * The opened settings are kept with the row they came from (a weak map: they go with it). A sender
 * reads its batch's channels once, and a channel has many deliveries in a batch: opening and checking
 * them for each was a tenth of a worker's time in bench:alerts. A channel changed since is read
 * anew with the next batch.
 */
export function createSendThrough(plugins: PluginHost, secretBox: SecretBox): SendThrough {
  const instances = new Map<string, NotifierInstance<unknown>>();
  const opened = new WeakMap<ChannelRow, Checked>();
  return async (channel, message) => {
    let parsed = opened.get(channel);
    if (!parsed) {
      parsed = plugins.notifierSettings(channel.type, openSettings(channel, secretBox));
      opened.set(channel, parsed);
    }
    if (!parsed.ok) throw new RejectedError(`The channel's settings are no longer valid: ${parsed.message}`);
    let instance = instances.get(channel.type);
    if (!instance) {
      instance = plugins.notifier(channel.type, { log: { channelId: channel.id } });
      instances.set(channel.type, instance);
    }
    await instance.send(parsed.settings, message);
  };
}
