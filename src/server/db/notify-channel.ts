import pg from 'pg';
import type { Knex } from 'knex';
import type { Logger } from 'pino';

export interface NotifyChannel {
  /** Sends a message to every listener of the channel, on every instance. */
  notify(payload: string): Promise<void>;
  close(): Promise<void>;
}

export interface NotifyChannelOptions {
  /** Longest wait for the listening connection to open (the pool's acquire timeout). */
  connectTimeoutMs?: number | undefined;
  /** Wait between attempts to listen again after the connection was lost. */
  retryMs?: number;
}

/**
 * A PostgreSQL LISTEN/NOTIFY channel: notify goes through the pool, and one connection of its own
 * listens and hands each message to `onMessage`. When that connection is lost (the database
 * restarted, the network cut it), it is opened and LISTENs again every `retryMs` until it does:
 * messages sent in between are missed, which the live stream's clients cover by re-reading
 * (docs/operations.md#database-outages). The first connection must succeed.
 */
export async function openNotifyChannel(
  knex: Knex,
  databaseUrl: string,
  channel: string,
  onMessage: (payload: string) => void,
  logger: Logger,
  options: NotifyChannelOptions = {},
): Promise<NotifyChannel> {
  const retryMs = options.retryMs ?? 1_000;
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;
  let failures = 0;

  const listen = async (): Promise<pg.Client> => {
    const next = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: options.connectTimeoutMs });
    // Both events can come for one loss ('error', then 'end'): the first one schedules the retry.
    const lost = (error?: Error) => {
      if (client !== next) return;
      client = null;
      if (!closed) {
        logger.error({ err: error, channel }, 'notify channel: listener connection lost; listening again once the database answers');
        schedule();
      }
    };
    next.on('error', lost);
    next.on('end', () => lost());
    next.on('notification', (message) => onMessage(message.payload ?? ''));
    try {
      await next.connect();
      await next.query(`listen ${channel}`);
    } catch (error) {
      next.end().catch(() => undefined);
      throw error;
    }
    return next;
  };

  const schedule = () => {
    retry = setTimeout(() => {
      retry = null;
      listen().then(
        (next) => {
          if (closed) return void next.end().catch(() => undefined);
          client = next;
          logger.info({ channel, failedTries: failures }, 'notify channel: listening again');
          failures = 0;
        },
        () => {
          failures += 1;
          if (!closed) schedule();
        },
      );
    }, retryMs);
  };

  const first = await listen();
  client = first;
  return {
    notify: async (payload) => {
      await knex.raw('select pg_notify(?, ?)', [channel, payload]);
    },
    close: async () => {
      closed = true;
      if (retry) clearTimeout(retry);
      const current = client;
      client = null;
      await current?.end();
    },
  };
}
