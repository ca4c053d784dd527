import type { Channel, ChannelRef, ChannelType } from '../../../../contracts/alerts';

/** The built-in channels' names, as the lists and the rule form show them. */
export const BUILT_IN_NAMES = { inapp: 'In-app', email: 'E-mail' } as const;

/**
 * How a rule's channel reads: a built-in one's name, a member's channel as the rule form names it
 * (told apart from others of its name), else its id (deleted meanwhile).
 */
export function channelName(ref: ChannelRef, channels: readonly Channel[], types: readonly ChannelType[]): string {
  if (ref === 'inapp' || ref === 'email') return BUILT_IN_NAMES[ref];
  const channel = channels.find((c) => c.id === ref);
  return channel ? channelChoiceLabel(channel, channels, types) : `Channel ${ref}`;
}

/** A channel type's name for people ("Webhook"), or its id when the server no longer offers it. */
export function typeName(type: string, types: readonly ChannelType[]): string {
  return types.find((t) => t.type === type)?.displayName ?? type;
}

/** Short dates and times in the member's own locale. */
export function when(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });
}

/** The host a channel sends to (a webhook's URL, an ntfy server), when its settings show one. */
function hostOf(channel: Channel): string | null {
  const url = channel.settings.url ?? channel.settings.server;
  if (!url) return null;
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

/**
 * A channel's name as the rule form's checkbox reads it. Names need not be unique: when two
 * channels share one, each adds its type and host, and its id when those are shared too, so
 * that no two checkboxes read (or are announced) the same.
 */
export function channelChoiceLabel(channel: Channel, channels: readonly Channel[], types: readonly ChannelType[]): string {
  const twins = channels.filter((c) => c.name === channel.name);
  if (twins.length < 2) return channel.name;
  const host = hostOf(channel);
  const alike = twins.filter((c) => c.type === channel.type && hostOf(c) === host);
  const details = [typeName(channel.type, types), host, alike.length > 1 ? `#${channel.id}` : null].filter((d) => d !== null);
  return `${channel.name} (${details.join(', ')})`;
}
