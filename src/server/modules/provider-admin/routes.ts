import type { Plugin } from '@hapi/hapi';
import {
  categoriesRefreshPayloadSchema,
  categorizedTogglePayloadSchema,
  categoryStatsSchema,
  endpointsPayloadSchema,
  endpointsSchema,
  languageConfigPayloadSchema,
  languageConfigSchema,
  pollingConfigPayloadSchema,
  providerStatisticsSchema,
  providerStatusSchema,
  statisticsQuerySchema,
  tierStatusSchema,
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
      route({
        method: 'GET',
        path: '/api/admin/marketaux/status',
        summary: 'The news provider’s state: tier, calls used today, last fetch',
        response: providerStatusSchema,
        auth: AUTH.admin,
        handler: () => provider.status(),
      }),
      route({
        method: 'POST',
        path: '/api/admin/marketaux/manual-fetch',
        summary: 'Fetches from the news provider now',
        auth: AUTH.admin,
        handler: ({ user }) => provider.manualFetch(user.id),
      }),
      route({
        method: 'GET',
        path: '/api/tier/status',
        summary: 'The news provider’s tiers and the one in use',
        response: tierStatusSchema,
        auth: AUTH.admin,
        handler: () => provider.tierStatus(),
      }),
      route({
        method: 'POST',
        path: '/api/tier/update',
        summary: 'Sets the news provider’s tier',
        auth: AUTH.admin,
        payload: tierUpdatePayloadSchema,
        handler: ({ payload, user }) => provider.setTier(payload.tierKey, user.id),
      }),
      route({
        method: 'POST',
        path: '/api/admin/marketaux/polling-config',
        summary: 'Sets how often the news provider is polled',
        auth: AUTH.admin,
        payload: pollingConfigPayloadSchema,
        handler: ({ payload, user }) => provider.setPollInterval(payload.intervalMinutes, user.id),
      }),
      route({
        method: 'GET',
        path: '/api/admin/marketaux/language-config',
        summary: 'The languages fetched from the news provider',
        response: languageConfigSchema,
        auth: AUTH.admin,
        handler: () => provider.languageConfig(),
      }),
      route({
        method: 'PUT',
        path: '/api/admin/marketaux/language-config',
        summary: 'Sets the languages fetched from the news provider',
        auth: AUTH.admin,
        payload: languageConfigPayloadSchema,
        handler: ({ payload, user }) => provider.setLanguages(payload.enabled_languages, user.id),
      }),
      route({
        method: 'GET',
        path: '/api/admin/marketaux/endpoints',
        summary: 'The news provider’s request template per category',
        response: endpointsSchema,
        auth: AUTH.admin,
        handler: () => provider.endpoints(),
      }),
      route({
        method: 'PUT',
        path: '/api/admin/marketaux/endpoints',
        summary: 'Sets the news provider’s request templates',
        auth: AUTH.admin,
        payload: endpointsPayloadSchema,
        handler: ({ payload, user }) => provider.setEndpoints(payload.endpoints, user.id),
      }),
      route({
        method: 'GET',
        path: '/api/admin/marketaux/statistics',
        summary: 'The news provider’s calls and articles per day',
        response: providerStatisticsSchema,
        auth: AUTH.admin,
        query: statisticsQuerySchema,
        handler: ({ query }) => provider.statistics(query.days),
      }),
      route({
        method: 'GET',
        path: '/api/news/categories/stats',
        summary: 'Articles per news category',
        response: categoryStatsSchema,
        auth: AUTH.admin,
        handler: () => provider.categoryStats(),
      }),
      route({
        method: 'POST',
        path: '/api/news/categories/refresh',
        summary: 'Fetches every news category from the provider now',
        auth: AUTH.admin,
        payload: categoriesRefreshPayloadSchema,
        handler: ({ user }) => provider.refreshCategories(user.id),
      }),
      route({
        method: 'POST',
        path: '/api/admin/categorized-service/toggle',
        summary: 'Turns fetching by category on or off',
        auth: AUTH.admin,
        payload: categorizedTogglePayloadSchema,
        handler: ({ payload, user }) => provider.setCategorized(payload.enabled, user.id),
      }),
    ]);
  },
};
