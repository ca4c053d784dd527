// A well-formed extra plugin module: one source plus an export that is not a plugin.
import { z } from 'zod';
import { defineSource } from '../sdk/index.js';

export const ECHO_TITLE = 'Echo';

export const echoSource = defineSource({
  id: 'echo',
  displayName: 'Echo (test fixture)',
  settingsSchema: z.object({}),
  create: () => ({ fetch: async (request) => ({ items: [{ guid: request.url, title: ECHO_TITLE }], cursor: null }) }),
});
