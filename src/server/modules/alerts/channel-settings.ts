import type { NotifierPlugin } from '../../../plugins/sdk/index.js';
import type { SecretBox } from '../../crypto/secret-box.js';
import type { ChannelRow } from './channels-repository.js';

/** The keys of a notifier's settings that are secret: its secret fields and its generated secret. */
export function secretKeysOf(plugin: Pick<NotifierPlugin, 'fields' | 'generatedSecret'>): string[] {
  const keys = plugin.fields.filter((f) => f.secret).map((f) => f.key);
  return plugin.generatedSecret ? [...keys, plugin.generatedSecret] : keys;
}

/** Settings as the member gave them, parted into what may be shown again and what is sealed (as JSON). */
export function splitSettings(settings: Record<string, unknown>, secretKeys: string[], secretBox: SecretBox): { plain: Record<string, unknown>; sealed: string | null } {
  const plain: Record<string, unknown> = {};
  const secrets: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(settings)) {
    if (value === undefined || value === null || value === '') continue;
    (secretKeys.includes(key) ? secrets : plain)[key] = value;
  }
  return { plain, sealed: Object.keys(secrets).length > 0 ? secretBox.seal(JSON.stringify(secrets)) : null };
}

/** A stored channel's settings, its secrets opened: what its notifier is handed for one send. */
export function openSettings(row: ChannelRow, secretBox: SecretBox): Record<string, unknown> {
  const secrets = row.secrets_sealed ? (JSON.parse(secretBox.open(row.secrets_sealed)) as Record<string, unknown>) : {};
  return { ...row.settings, ...secrets };
}
