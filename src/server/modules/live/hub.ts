import { EventEmitter } from 'node:events';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { type NotifyChannelOptions, openNotifyChannel } from '../../db/notify-channel.js';

export const LIVE_CHANNEL = 'alphawire_live';

export interface LiveEvent {
  /** 'notification' goes only to its member's streams: its data carries the member's `userId`. */
  event: 'articles' | 'market' | 'notification';
  data: unknown;
}

export type LiveListener = (event: LiveEvent) => void;

export interface LiveHub {
  /** Sends an event to every instance's subscribers (ids and timestamps only, never content). */
  publish(event: LiveEvent): Promise<void>;
  subscribe(listener: LiveListener): () => void;
  /** Waits for the events being sent, then stops listening. */
  close(): Promise<void>;
}

/**
 * Live updates across instances: on PostgreSQL every instance LISTENs on one channel and
 * publishes with pg_notify; the embedded database has one process, so events stay in memory.
 */
export async function createLiveHub(knex: Knex, databaseUrl: string | undefined, logger: Logger, listener: NotifyChannelOptions = {}): Promise<LiveHub> {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const deliver = (event: LiveEvent) => local.emit('event', event);
  const receive = (payload: string) => {
    try {
      deliver(JSON.parse(payload) as LiveEvent);
    } catch (error) {
      logger.warn({ err: error }, 'live updates: unreadable notification');
    }
  };
  const channel = databaseUrl ? await openNotifyChannel(knex, databaseUrl, LIVE_CHANNEL, receive, logger, listener) : null;
  const sending = new Set<Promise<unknown>>();

  return {
    async publish(event) {
      if (!channel) {
        deliver(event);
        return;
      }
      const sent = channel.notify(JSON.stringify(event));
      sending.add(sent);
      try {
        await sent;
      } finally {
        sending.delete(sent);
      }
    },
    subscribe(fn) {
      local.on('event', fn);
      return () => local.off('event', fn);
    },
    async close() {
      await Promise.allSettled(sending);
      local.removeAllListeners();
      await channel?.close();
    },
  };
}
