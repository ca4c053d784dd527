import type { Plugin } from '@hapi/hapi';
import { adminPageQuerySchema } from '../../../contracts/admin.js';
import { idParamsSchema } from '../../../contracts/ids.js';
import { roleChangePayloadSchema } from '../../../contracts/users.js';
import { AUTH } from '../../http/auth.js';
import { route } from '../../http/route.js';
import { presentAdminUser } from '../accounts/presenter.js';
import type { AccountsService } from '../accounts/service.js';
import { presentAdminNews, presentAdminSummary, presentAuditEntry } from './presenter.js';
import type { AdminService } from './service.js';

/** The admin area's API (docs/admin.md); every route is admins-only by its auth option. */
export const adminRoutes: Plugin<{ accounts: AccountsService; admin: AdminService }> = {
  name: 'admin',
  register(server, { accounts, admin }) {
    server.route([
      route({
        method: 'GET',
        path: '/api/admin/users',
        auth: AUTH.admin,
        handler: async () => (await accounts.listUsers()).map(presentAdminUser),
      }),
      route({
        method: 'PUT',
        path: '/api/admin/users/{id}/role',
        auth: AUTH.admin,
        params: idParamsSchema('User id'),
        payload: roleChangePayloadSchema,
        handler: async ({ params, payload, user }) => presentAdminUser(await accounts.changeRole(params.id, payload.role, user.id)),
      }),
      route({
        method: 'GET',
        path: '/api/admin/stats',
        auth: AUTH.admin,
        handler: () => admin.stats(),
      }),
      route({
        method: 'GET',
        path: '/api/admin/news',
        auth: AUTH.admin,
        query: adminPageQuerySchema,
        handler: async ({ query }) => {
          const page = await admin.news(query);
          return { items: page.items.map(presentAdminNews), hasMore: page.hasMore };
        },
      }),
      route({
        method: 'GET',
        path: '/api/admin/ai-summaries',
        auth: AUTH.admin,
        query: adminPageQuerySchema,
        handler: async ({ query }) => {
          const page = await admin.summaries(query);
          return { items: page.items.map(presentAdminSummary), hasMore: page.hasMore };
        },
      }),
      route({
        method: 'GET',
        path: '/api/admin/audit',
        auth: AUTH.admin,
        query: adminPageQuerySchema,
        handler: async ({ query }) => {
          const page = await admin.audit(query);
          return { items: page.items.map(presentAuditEntry), hasMore: page.hasMore };
        },
      }),
    ]);
  },
};
