import pg from 'pg';
import type { Knex } from 'knex';
import type { Logger } from 'pino';

export interface NotifyChannel {
  /** Sends a message to every listener of the channel, on every instance. */
  notify(payload: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * A PostgreSQL LISTEN/NOTIFY channel: notify goes through the pool, and one connection of its own
 * listens and hands each message to `onMessage`.
 */
export async function openNotifyChannel(knex: Knex, databaseUrl: string, channel: string, onMessage: (payload: string) => void, logger: Logger): Promise<NotifyChannel> {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', (error) => logger.error({ err: error, channel }, 'notify channel: listener connection failed'));
  client.on('notification', (message) => onMessage(message.payload ?? ''));
  await client.connect();
  await client.query(`listen ${channel}`);
  return {
    notify: async (payload) => {
      await knex.raw('select pg_notify(?, ?)', [channel, payload]);
    },
    close: () => client.end(),
  };
}
