import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { Clock } from '../../clock.js';
import type { Config } from '../../config.js';
import { createJobClaimsRepository } from '../../jobs/job-claims-repository.js';
import { createMarketRefreshJob } from '../../jobs/market-refresh.js';
import type { PluginHost } from '../../plugin-host/host.js';
import { createMarketRepository } from './repository.js';
import { createMarketService } from './service.js';
import { loadMarketSymbols } from './symbols.js';

interface Deps {
  knex: Knex;
  config: Config;
  logger: Logger;
  plugins: PluginHost;
  clock: Clock;
  onRefreshed?: (at: Date) => void;
}

/** The market service and its refresh job, wired from config (kept here so the context stays a list). */
export function createMarket(deps: Deps) {
  const { config, logger } = deps;
  const market = createMarketService({
    repository: createMarketRepository(deps.knex),
    plugins: deps.plugins,
    logger,
    groups: loadMarketSymbols(),
    providers: config.MARKET_PROVIDERS,
    onRefreshed: deps.onRefreshed,
    now: deps.clock,
  });
  const marketRefresh = createMarketRefreshJob({
    market,
    claims: createJobClaimsRepository(deps.knex),
    logger,
    minutes: config.MARKET_REFRESH_MINUTES,
  });
  return { market, marketRefresh };
}
