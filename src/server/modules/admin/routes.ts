import type { Plugin } from '@hapi/hapi';
import { adminNewsPageSchema, adminPageQuerySchema, adminStatsSchema, adminSummaryPageSchema, auditPageSchema } from '../../../contracts/admin.js';
import { languageStatsQuerySchema, languageStatsSchema } from '../../../contracts/admin-languages.js';
import { idParamsSchema } from '../../../contracts/ids.js';
import { adminUserListSchema, adminUserSchema, roleChangePayloadSchema } from '../../../contracts/users.js';
import { BadRequestError } from '../../errors.js';
import { AUTH } from '../../http/auth.js';
import { route } from '../../http/route.js';
import { presentAdminUser } from '../accounts/presenter.js';
import type { AccountsService } from '../accounts/service.js';
import { presentAdminNews, presentAdminSummary, presentAuditEntry, presentLanguageStats } from './presenter.js';
import type { AdminService } from './service.js';

/** The admin area's API (docs/admin.md); every route is admins-only by its auth option. */
export const adminRoutes: Plugin<{ accounts: AccountsService; admin: AdminService }> = {
  name: 'admin',
  register(server, { accounts, admin }) {
    server.route([
      route({
        method: 'GET',
        path: '/api/admin/users',
        summary: 'Every account with its role and activity',
        response: adminUserListSchema,
        auth: AUTH.admin,
        handler: async () => (await accounts.listUsers()).map(presentAdminUser),
      }),
      route({
        method: 'PUT',
        path: '/api/admin/users/{id}/role',
        summary: 'Makes an account an admin or a member',
        response: adminUserSchema,
        auth: AUTH.admin,
        params: idParamsSchema('User id'),
        payload: roleChangePayloadSchema,
        handler: async ({ params, payload, user }) => presentAdminUser(await accounts.changeRole(params.id, payload.role, user.id)),
      }),
      route({
        method: 'DELETE',
        path: '/api/admin/users/{id}',
        summary: 'Deletes an account and everything of theirs; not the last admin, nor the caller',
        response: { status: 204 },
        auth: AUTH.admin,
        params: idParamsSchema('User id'),
        handler: async ({ params, user, h }) => {
          // One's own account goes with its sessions mid-request: another admin, or the CLI, deletes it.
          if (params.id === user.id) throw new BadRequestError('You cannot delete your own account here: another admin, or `alphawire users delete`, can');
          await accounts.deleteUser(params.id, user.id);
          return h.response().code(204);
        },
      }),
      route({
        method: 'GET',
        path: '/api/admin/stats',
        summary: 'The dashboard’s counts: users, articles, summaries, posts',
        response: adminStatsSchema,
        auth: AUTH.admin,
        handler: () => admin.stats(),
      }),
      route({
        method: 'GET',
        path: '/api/admin/languages',
        summary: 'Articles of the last days per detected language, and the share not assessed',
        response: languageStatsSchema,
        auth: AUTH.admin,
        query: languageStatsQuerySchema,
        handler: async ({ query }) => presentLanguageStats(query.days, await admin.languages(query.days)),
      }),
      route({
        method: 'GET',
        path: '/api/admin/news',
        summary: 'Stored articles, newest first, a page at a time',
        response: adminNewsPageSchema,
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
        summary: 'Generated summaries, newest first, a page at a time',
        response: adminSummaryPageSchema,
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
        summary: 'The audit log: who changed what, before and after',
        response: auditPageSchema,
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
