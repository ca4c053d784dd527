import type { Server } from '@hapi/hapi';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { afterAll, beforeAll } from 'vitest';
import type { AnyPlugin } from '../../src/plugins/sdk/index.js';
import type { Clock } from '../../src/server/clock.js';
import type { HostResolver } from '../../src/server/outbound/index.js';
import { loadConfig } from '../../src/server/config.js';
import { type AppContext, createContext } from '../../src/server/context.js';
import { createLogger } from '../../src/server/logger.js';
import { createServer } from '../../src/server/server.js';
import { createTestDatabase, type TestDatabase } from './database.js';

export interface TestApp {
  ctx: AppContext;
  server: Server;
  /** Base URL when started with listen: true, e.g. http://127.0.0.1:41234 */
  url: string;
  stop(): Promise<void>;
}

export interface TestAppOptions {
  /** Extra environment, e.g. lower rate limits. */
  env?: Record<string, string>;
  /** Listen on a free loopback port (for browsers and real HTTP clients). */
  listen?: boolean;
  /** Plugins to load (none by default). */
  plugins?: AnyPlugin[];
  /** The app's clock (the system's by default): a test with fixed article dates fixes it near them. */
  clock?: Clock;
  /** A logger of the test's own (to capture what is logged); silent by default. */
  logger?: Logger;
  /** PostgreSQL only: reach the database through this loopback port (a fault-injecting proxy, tests/helpers/tcp-proxy.ts). */
  databasePort?: number;
  /** Plays DNS for the outbound client and channels' checks (the system's resolver by default). */
  resolveHost?: HostResolver;
}

/** Starts AlphaWire on a fresh, migrated database. Call stop() in afterAll. */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database: TestDatabase = await createTestDatabase();
  let ctx: TestApp['ctx'] | undefined;
  try {
    const config = loadConfig({
      APP_SECRET: 'test-secret-that-is-long-enough-for-iron-seal',
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      PORT: '0',
      // Background work waiting for a test runner's own lag would only slow tests that wait for it;
      // the gate is tested on its own (tests/server/jobs/serving-pressure.test.ts).
      BACKGROUND_YIELD_LAG_MS: '0',
      BACKGROUND_YIELD_SLOW_MS: '0',
      ...database.env,
      ...throughPort(database.env.DATABASE_URL, options.databasePort),
      ...options.env,
    });
    ctx = await createContext(config, options.logger ?? createLogger(config.LOG_LEVEL), options.plugins ?? [], { clock: options.clock, resolveHost: options.resolveHost });
    const server = await createServer(ctx);
    if (options.listen) await server.start();
    else await server.initialize();
    const started = ctx;
    return {
      ctx: started,
      server,
      url: options.listen ? `http://127.0.0.1:${server.info.port}` : '',
      async stop() {
        await server.stop();
        await started.close();
        await database.drop();
      },
    };
  } catch (error) {
    // A start that fails (tests of bad settings expect it to) leaves no database behind.
    await ctx?.close();
    await database.drop();
    throw error;
  }
}

function throughPort(databaseUrl: string | undefined, port: number | undefined): { DATABASE_URL?: string } {
  if (databaseUrl === undefined || port === undefined) return {};
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return { DATABASE_URL: url.toString() };
}

/**
 * A test app for the tests of a file or describe block: started before them, stopped after. Read
 * `app` and `knex` (its database) in the tests.
 */
export function useTestApp(options: TestAppOptions = {}): { app: TestApp; knex: Knex } {
  const used = {} as { app: TestApp; knex: Knex };
  beforeAll(async () => {
    used.app = await startTestApp(options);
    used.knex = used.app.ctx.knex;
  });
  afterAll(async () => {
    await used.app?.stop();
  });
  return used;
}
