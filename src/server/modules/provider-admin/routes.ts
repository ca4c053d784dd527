import type { Plugin } from '@hapi/hapi';
import {
  categoriesRefreshPayloadSchema,
  categorizedTogglePayloadSchema,
  endpointsPayloadSchema,
  languageConfigPayloadSchema,
  pollingConfigPayloadSchema,
  statisticsQuerySchema,
  tierUpdatePayloadSchema,
} from '../../../contracts/admin-provider.js';
import { AUTH } from '../../http/auth.js';
import { route } from '../../http/route.js';
import type { ProviderAdminService } from './service.js';

/** The news-provider (Marketaux) tab's API (docs/admin.md); admins only. */
export const providerAdminRoutes: Plugin<{ provider: ProviderAdminService }> = {
  name: 'provider-admin',
  register(server, { provider }) {
    server.route([
      route({ method: 'GET', path: '/api/admin/marketaux/status', auth: AUTH.admin, handler: () => provider.status() }),
      route({ method: 'POST', path: '/api/admin/marketaux/manual-fetch', auth: AUTH.admin, handler: ({ user }) => provider.manualFetch(user.id) }),
      route({ method: 'GET', path: '/api/tier/status', auth: AUTH.admin, handler: () => provider.tierStatus() }),
      route({
        method: 'POST',
        path: '/api/tier/update',
        auth: AUTH.admin,
        payload: tierUpdatePayloadSchema,
        handler: ({ payload, user }) => provider.setTier(payload.tierKey, user.id),
      }),
      route({
        method: 'POST',
        path: '/api/admin/marketaux/polling-config',
        auth: AUTH.admin,
        payload: pollingConfigPayloadSchema,
        handler: ({ payload, user }) => provider.setPollInterval(payload.intervalMinutes, user.id),
      }),
      route({ method: 'GET', path: '/api/admin/marketaux/language-config', auth: AUTH.admin, handler: () => provider.languageConfig() }),
      route({
        method: 'PUT',
        path: '/api/admin/marketaux/language-config',
        auth: AUTH.admin,
        payload: languageConfigPayloadSchema,
        handler: ({ payload, user }) => provider.setLanguages(payload.enabled_languages, user.id),
      }),
      route({ method: 'GET', path: '/api/admin/marketaux/endpoints', auth: AUTH.admin, handler: () => provider.endpoints() }),
      route({
        method: 'PUT',
        path: '/api/admin/marketaux/endpoints',
        auth: AUTH.admin,
        payload: endpointsPayloadSchema,
        handler: ({ payload, user }) => provider.setEndpoints(payload.endpoints, user.id),
      }),
      route({
        method: 'GET',
        path: '/api/admin/marketaux/statistics',
        auth: AUTH.admin,
        query: statisticsQuerySchema,
        handler: ({ query }) => provider.statistics(query.days),
      }),
      route({ method: 'GET', path: '/api/news/categories/stats', auth: AUTH.admin, handler: () => provider.categoryStats() }),
      route({
        method: 'POST',
        path: '/api/news/categories/refresh',
        auth: AUTH.admin,
        payload: categoriesRefreshPayloadSchema,
        handler: ({ user }) => provider.refreshCategories(user.id),
      }),
      route({
        method: 'POST',
        path: '/api/admin/categorized-service/toggle',
        auth: AUTH.admin,
        payload: categorizedTogglePayloadSchema,
        handler: ({ payload, user }) => provider.setCategorized(payload.enabled, user.id),
      }),
    ]);
  },
};
