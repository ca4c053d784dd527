import type { Plugin } from '@hapi/hapi';
import { assetDetailSchema, assetListSchema, assetParamsSchema, assetQuerySchema, assetsQuerySchema } from '../../../contracts/assets.js';
import { AUTH } from '../../http/auth.js';
import { route } from '../../http/route.js';
import type { AssetsService } from './service.js';

/** The asset board and asset pages (docs/product.md#assets): public, as the feed is. */
export const assetsRoutes: Plugin<{ assets: AssetsService }> = {
  name: 'assets',
  register(server, { assets }) {
    server.route([
      route({
        method: 'GET',
        path: '/api/assets',
        summary: 'The most mentioned assets of a window, with their sentiment and market move',
        response: assetListSchema,
        auth: AUTH.public,
        query: assetsQuerySchema,
        handler: ({ query }) => assets.list(query),
      }),
      route({
        method: 'GET',
        path: '/api/assets/{symbol}',
        summary: 'One asset over a window: sentiment, its trend beside price, top stories and related assets',
        response: assetDetailSchema,
        auth: AUTH.public,
        params: assetParamsSchema,
        query: assetQuerySchema,
        handler: ({ params, query }) => assets.get(params.symbol, query),
      }),
    ]);
  },
};
