import type { Channel, ChannelRef, ChannelType } from '../../../../contracts/alerts';

/** The built-in channels' names, as the lists and the rule form show them. */
export const BUILT_IN_NAMES = { inapp: 'In-app', email: 'E-mail' } as const;

/** How a rule's channel reads: a built-in one's name, a member's channel by its name, else its id (deleted meanwhile). */
export function channelName(ref: ChannelRef, channels: readonly Channel[]): string {
  if (ref === 'inapp' || ref === 'email') return BUILT_IN_NAMES[ref];
  return channels.find((c) => c.id === ref)?.name ?? `Channel ${ref}`;
}

/** A channel type's name for people ("Webhook"), or its id when the server no longer offers it. */
export function typeName(type: string, types: readonly ChannelType[]): string {
  return types.find((t) => t.type === type)?.displayName ?? type;
}

/** Short dates and times in the member's own locale. */
export function when(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });
}
