import type { Plugin } from '@hapi/hapi';
import { INDEX_GROUPS, type MarketListQuery, marketListQuerySchema, TICKER_GROUPS } from '../../../contracts/market.js';
import type { AppContext } from '../../context.js';
import { AUTH } from '../../http/auth.js';
import { zodValidator } from '../../http/validate.js';
import { presentMarketList, presentTickers } from './presenter.js';

/** Public market panels (spec 1 §2, §7), served from the stored quotes the refresh job keeps. */
export const marketRoutes: Plugin<AppContext> = {
  name: 'market',
  register(server, ctx) {
    const market = ctx.services.market;
    server.route([
      {
        method: 'GET',
        path: '/api/market/tickers',
        options: { auth: AUTH.public },
        handler: async () => presentTickers(await market.view(TICKER_GROUPS)),
      },
      {
        method: 'GET',
        path: '/api/market/crypto',
        options: { auth: AUTH.public, validate: { query: zodValidator(marketListQuerySchema) } },
        handler: async (request) => presentMarketList(await market.view(['crypto']), (request.query as MarketListQuery).includeSource),
      },
      {
        method: 'GET',
        path: '/api/market/indices',
        options: { auth: AUTH.public, validate: { query: zodValidator(marketListQuerySchema) } },
        handler: async (request) => presentMarketList(await market.view(INDEX_GROUPS), (request.query as MarketListQuery).includeSource),
      },
    ]);
  },
};
