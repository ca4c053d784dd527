import type { Plugin } from '@hapi/hapi';
import {
  alertRuleListSchema,
  alertRulePayloadSchema,
  alertRuleSchema,
  channelListSchema,
  channelPayloadSchema,
  createdChannelSchema,
  deliveryListSchema,
  markReadPayloadSchema,
  notificationPageSchema,
  notificationsQuerySchema,
  testResultsSchema,
  unreadCountSchema,
} from '../../../contracts/alerts.js';
import { idParamsSchema } from '../../../contracts/ids.js';
import { AUTH } from '../../http/auth.js';
import { route } from '../../http/route.js';
import type { ChannelsService } from './channels-service.js';
import type { InboxService } from './inbox.js';
import type { AlertRulesService } from './rules-service.js';

interface Options {
  rules: AlertRulesService;
  channels: ChannelsService;
  inbox: InboxService;
}

/** A member's alert rules, channels and in-app inbox (docs/alerts.md). */
export const alertsRoutes: Plugin<Options> = {
  name: 'alerts',
  register(server, { rules, channels, inbox }) {
    const ruleId = idParamsSchema('Alert rule id');
    const channelId = idParamsSchema('Channel id');
    server.route([
      route({ method: 'GET', path: '/api/user/alerts', summary: 'The member’s alert rules', auth: AUTH.member, response: alertRuleListSchema, handler: ({ user }) => rules.list(user.id) }),
      route({
        method: 'POST',
        path: '/api/user/alerts',
        summary: 'Adds an alert rule (at most 50)',
        auth: AUTH.member,
        payload: alertRulePayloadSchema,
        response: { status: 201, schema: alertRuleSchema },
        handler: async ({ user, payload, h }) => h.response(await rules.create(user.id, payload)).code(201),
      }),
      route({
        method: 'PUT',
        path: '/api/user/alerts/{id}',
        summary: 'Replaces an alert rule',
        auth: AUTH.member,
        params: ruleId,
        payload: alertRulePayloadSchema,
        response: alertRuleSchema,
        handler: ({ user, params, payload }) => rules.update(user.id, params.id, payload),
      }),
      route({
        method: 'DELETE',
        path: '/api/user/alerts/{id}',
        summary: 'Deletes an alert rule',
        response: { status: 204 },
        auth: AUTH.member,
        params: ruleId,
        handler: async ({ user, params, h }) => {
          await rules.remove(user.id, params.id);
          return h.response().code(204);
        },
      }),
      route({
        method: 'POST',
        path: '/api/user/alerts/{id}/test',
        summary: 'Sends a sample alert through each of the rule’s channels',
        auth: AUTH.member,
        params: ruleId,
        response: testResultsSchema,
        handler: ({ user, params }) => rules.test(user.id, params.id),
      }),
      route({ method: 'GET', path: '/api/user/channels', summary: 'The member’s channels and the channel types offered', auth: AUTH.member, response: channelListSchema, handler: ({ user }) => channels.list(user.id) }),
      route({
        method: 'POST',
        path: '/api/user/channels',
        summary: 'Adds a channel; a webhook’s signing secret is in this answer only',
        auth: AUTH.member,
        payload: channelPayloadSchema,
        response: { status: 201, schema: createdChannelSchema },
        handler: async ({ user, payload, h }) => h.response(await channels.create(user.id, payload)).code(201).header('cache-control', 'no-store'),
      }),
      route({
        method: 'DELETE',
        path: '/api/user/channels/{id}',
        summary: 'Deletes a channel and its delivery log',
        response: { status: 204 },
        auth: AUTH.member,
        params: channelId,
        handler: async ({ user, params, h }) => {
          await channels.remove(user.id, params.id);
          return h.response().code(204);
        },
      }),
      route({
        method: 'POST',
        path: '/api/user/channels/{id}/test',
        summary: 'Sends a sample alert through the channel (and resumes it when paused)',
        auth: AUTH.member,
        params: channelId,
        response: testResultsSchema,
        handler: ({ user, params }) => channels.test(user.id, params.id),
      }),
      route({
        method: 'GET',
        path: '/api/user/channels/{id}/deliveries',
        summary: 'The channel’s latest 50 deliveries',
        auth: AUTH.member,
        params: channelId,
        response: deliveryListSchema,
        handler: ({ user, params }) => channels.deliveries(user.id, params.id),
      }),
      route({
        method: 'GET',
        path: '/api/user/notifications',
        summary: 'The member’s in-app notifications, newest first, with the unread count',
        auth: AUTH.member,
        query: notificationsQuerySchema,
        response: notificationPageSchema,
        handler: ({ user, query }) => inbox.page(user.id, query.page, query.limit),
      }),
      route({
        method: 'POST',
        path: '/api/user/notifications/read',
        summary: 'Marks notifications read: those named, or all',
        auth: AUTH.member,
        payload: markReadPayloadSchema,
        response: unreadCountSchema,
        handler: ({ user, payload }) => inbox.markRead(user.id, payload),
      }),
    ]);
  },
};
