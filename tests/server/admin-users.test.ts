import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, createAgent } from '../helpers/agent.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

let app: TestApp;
let admin: Agent;
let member: Agent;
let memberId: number;

async function signUp(username: string): Promise<{ agent: Agent; id: number }> {
  const agent = createAgent(app.server);
  const res = await agent.post<{ id: number }>('/api/auth/register', {
    username,
    email: `${username}@example.com`,
    password: 'a-good-password',
  });
  return { agent, id: res.body.id };
}

beforeAll(async () => {
  app = await startTestApp();
  const first = await signUp('boss');
  await app.ctx.services.accounts.changeRole(first.id, 'admin', null);
  admin = createAgent(app.server);
  await admin.post('/api/auth/login', { loginId: 'boss', password: 'a-good-password' });
  const second = await signUp('reader');
  member = second.agent;
  memberId = second.id;
});
afterAll(async () => {
  await app.stop();
});

describe('GET /api/admin/users', () => {
  it('refuses anonymous callers with 401', async () => {
    const res = await createAgent(app.server).get('/api/admin/users');
    expect(res.statusCode).toBe(401);
  });

  it('refuses members with 403', async () => {
    const res = await member.get('/api/admin/users');
    expect(res.statusCode).toBe(403);
    expect(res.body).toEqual({ statusCode: 403, error: 'Forbidden', message: 'You do not have permission to do this' });
  });

  it('lists every user for an admin, without password hashes', async () => {
    const res = await admin.get<Record<string, unknown>[]>('/api/admin/users');
    expect(res.statusCode).toBe(200);
    expect(res.body.map((u) => u.username)).toEqual(['boss', 'reader']);
    expect(res.body[0]).toEqual({
      id: expect.any(Number),
      username: 'boss',
      email: 'boss@example.com',
      role: 'admin',
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      last_seen_at: expect.any(String),
    });
    expect(JSON.stringify(res.body)).not.toContain('argon2');
  });
});

describe('PUT /api/admin/users/{id}/role', () => {
  it('refuses a role other than admin or user', async () => {
    const res = await admin.put(`/api/admin/users/${memberId}/role`, { role: 'owner' });
    expect(res.statusCode).toBe(400);
    expect((res.body as { message: string }).message).toMatch(/admin|user/);
  });

  it('answers 404 for an unknown user', async () => {
    const res = await admin.put('/api/admin/users/99999/role', { role: 'admin' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toMatchObject({ message: 'User not found' });
  });

  it('promotes a member and ends their sessions so the new rights start with a new session', async () => {
    const res = await admin.put(`/api/admin/users/${memberId}/role`, { role: 'admin' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({ id: memberId, role: 'admin' });
    expect((await member.get('/api/auth/me')).statusCode).toBe(401);
    const again = createAgent(app.server);
    await again.post('/api/auth/login', { loginId: 'reader', password: 'a-good-password' });
    expect((await again.get('/api/admin/users')).statusCode).toBe(200);
  });

  it('never demotes the last admin', async () => {
    await admin.put(`/api/admin/users/${memberId}/role`, { role: 'user' });
    const bossId = (await app.ctx.knex('users').where({ username: 'boss' }).first()).id;
    const res = await admin.put(`/api/admin/users/${bossId}/role`, { role: 'user' });
    expect(res.statusCode).toBe(409);
    expect(res.body).toMatchObject({ message: 'At least one admin must remain' });
  });
});
