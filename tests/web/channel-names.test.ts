import { describe, expect, it } from 'vitest';
import type { Channel, ChannelType } from '../../src/contracts/alerts';
import { channelChoiceLabel, channelName } from '../../src/web/pages/for-you/alerts/channel-names';

const TYPES: ChannelType[] = [
  { type: 'webhook', displayName: 'Webhook', fields: [] },
  { type: 'ntfy', displayName: 'ntfy', fields: [] },
];

const channel = (id: number, name: string, type: string, settings: Record<string, string>): Channel => ({
  id,
  type,
  name,
  settings,
  secretsSet: [],
  status: 'active',
  pausedReason: null,
  failuresInARow: 0,
  createdAt: '2026-11-29T00:00:00.000Z',
});

describe('channelChoiceLabel', () => {
  it('shows a name no other channel has as it is', () => {
    const desk = channel(1, 'Desk', 'webhook', { url: 'https://hooks.example.com/a' });
    expect(channelChoiceLabel(desk, [desk, channel(2, 'Phone', 'ntfy', { server: 'https://ntfy.sh', topic: 't' })], TYPES)).toBe('Desk');
  });

  it('tells apart channels of one name by type and host, and by id when those are shared too', () => {
    const channels = [
      channel(4, 'hook2', 'webhook', { url: 'https://a.example.com/x' }),
      channel(5, 'hook2', 'webhook', { url: 'https://a.example.com/y' }),
      channel(6, 'hook2', 'webhook', { url: 'https://b.example.com:8443/y' }),
      channel(7, 'hook2', 'ntfy', { server: 'https://ntfy.sh', topic: 't' }),
      channel(8, 'hook2', 'gone', {}),
    ];
    const labels = channels.map((c) => channelChoiceLabel(c, channels, TYPES));
    expect(labels).toEqual(['hook2 (Webhook, a.example.com, #4)', 'hook2 (Webhook, a.example.com, #5)', 'hook2 (Webhook, b.example.com:8443)', 'hook2 (ntfy, ntfy.sh)', 'hook2 (gone)']);
  });
});

describe('channelName', () => {
  it("names a rule's channels as the form does, so a rule that sends to two of one name lists them apart", () => {
    const channels = [channel(4, 'hook2', 'webhook', { url: 'https://a.example.com/x' }), channel(5, 'hook2', 'webhook', { url: 'https://b.example.com/x' }), channel(6, 'Desk', 'ntfy', { server: 'https://ntfy.sh', topic: 't' })];
    expect(([4, 5, 6, 'inapp', 'email', 9] as const).map((ref) => channelName(ref, channels, TYPES))).toEqual([
      'hook2 (Webhook, a.example.com)',
      'hook2 (Webhook, b.example.com)',
      'Desk',
      'In-app',
      'E-mail',
      'Channel 9',
    ]);
  });
});
