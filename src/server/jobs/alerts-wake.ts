import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { type NotifyChannelOptions, openNotifyChannel } from '../db/notify-channel.js';

export const ALERTS_WAKE_CHANNEL = 'alphawire_alerts';

/**
 * Tells the other instances' alerts jobs that deliveries were written (docs/alerts.md#how-alerts-are-sent).
 * Without it, a worker that found nothing to claim while another was still writing a fetch's
 * thousands of delivery rows slept until its next tick (1 s), and the writer sent them alone.
 */
export interface AlertsWake {
  /** Deliveries were just written here. */
  send(): void;
  /** Calls `listener` when another instance wrote deliveries. */
  onWake(listener: () => void): void;
  close(): Promise<void>;
}

/**
 * On PostgreSQL a LISTEN/NOTIFY channel: each instance hears the others' messages, not its own (its
 * job sends what it matched in the same pass). The embedded database has one process: nothing to tell.
 */
export async function openAlertsWake(knex: Knex, databaseUrl: string | undefined, logger: Logger, options: NotifyChannelOptions = {}): Promise<AlertsWake> {
  const heard = new EventEmitter();
  if (!databaseUrl) return { send: () => {}, onWake: (listener) => void heard.on('wake', listener), close: async () => {} };
  const self = randomUUID();
  const channel = await openNotifyChannel(knex, databaseUrl, ALERTS_WAKE_CHANNEL, (from) => from !== self && heard.emit('wake'), logger, options);
  return {
    send() {
      // A lost message costs only the wait for the next tick.
      channel.notify(self).catch((error: unknown) => logger.warn({ err: error }, 'alerts: the other instances were not told of new deliveries'));
    },
    onWake: (listener) => void heard.on('wake', listener),
    close: () => channel.close(),
  };
}
