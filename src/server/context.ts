import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { resolveAppSecret } from './app-secret.js';
import type { Config } from './config.js';
import { type Database, openDatabase } from './db/knex.js';
import { migrateLatest } from './db/migrate.js';
import { createMailer } from './mail/mailer.js';
import { createPasswordResetsRepository } from './modules/accounts/password-resets-repository.js';
import { createAccountsService } from './modules/accounts/service.js';
import { createSessionsRepository } from './modules/accounts/sessions-repository.js';
import { createUsersRepository } from './modules/accounts/users-repository.js';
import { createAuditRepository } from './modules/audit/repository.js';
import { createRateLimitsRepository } from './modules/rate-limits/repository.js';
import { createRateLimiter } from './modules/rate-limits/service.js';

/** Everything a route, job or CLI command needs, built once per process. */
export interface AppContext {
  config: Config;
  logger: Logger;
  appSecret: string;
  db: Database;
  knex: Knex;
  services: ReturnType<typeof createServices>;
}

function createServices(knex: Knex, config: Config, logger: Logger) {
  const rateLimiter = createRateLimiter(createRateLimitsRepository(knex));
  const accounts = createAccountsService({
    knex,
    config,
    logger,
    users: createUsersRepository(knex),
    sessions: createSessionsRepository(knex),
    resets: createPasswordResetsRepository(knex),
    audit: createAuditRepository(knex),
    rateLimiter,
    mailer: createMailer(config.SMTP_URL, config.MAIL_FROM, logger),
  });
  return { accounts, rateLimiter };
}

/** Opens the database, applies pending migrations and wires the services. */
export async function createContext(config: Config, logger: Logger): Promise<AppContext> {
  const appSecret = resolveAppSecret(config.APP_SECRET, config.DATA_DIR);
  const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    const applied = await migrateLatest(db.knex);
    if (applied.length > 0) logger.info({ migrations: applied }, 'database migrated');
  } catch (error) {
    await db.close();
    throw error;
  }
  return { config, logger, appSecret, db, knex: db.knex, services: createServices(db.knex, config, logger) };
}
