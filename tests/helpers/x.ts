import { expect } from 'vitest';
import type { Agent } from './agent.js';
import type { FakeX } from './fake-x.js';

/** Follows an authorize URL at the fake X: the callback path and query it sends the browser back to. */
export async function consentAt(url: string): Promise<string> {
  const answer = await fetch(url, { redirect: 'manual' });
  const back = new URL(answer.headers.get('location')!);
  return back.pathname + back.search;
}

/**
 * Stores a member's X app and runs the whole authorization as the browser would: the authorize
 * answer's URL at the fake X, then X's redirect back to the callback.
 */
export async function connectX(agent: Agent, fake: FakeX, username: string, options: { clientId?: string; grant?: string[] } = {}): Promise<{ clientId: string; clientSecret: string }> {
  const app = { clientId: options.clientId ?? `client-${username}`, clientSecret: `secret-${username}-0123456789` };
  fake.addApp(app.clientId, app.clientSecret, username, options.grant);
  expect((await agent.put('/api/user/x-credentials', { x_client_id: app.clientId, x_client_secret: app.clientSecret })).statusCode).toBe(200);
  const start = await agent.get<{ url: string }>('/api/auth/x/authorize');
  const callback = await agent.get(await consentAt(start.body.url));
  expect(callback.statusCode).toBe(302);
  return app;
}
