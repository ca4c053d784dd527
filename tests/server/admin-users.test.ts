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
    expect((res.body as { message: string }).message).toBe('role must be one of: admin, user');
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

describe('DELETE /api/admin/users/{id}', () => {
  it('refuses members, unknown users and the caller’s own account', async () => {
    const bystander = await signUp('bystander');
    expect((await bystander.agent.delete(`/api/admin/users/${memberId}`)).statusCode).toBe(403);
    expect(await admin.delete('/api/admin/users/999999')).toMatchObject({ statusCode: 404, body: { message: 'User not found' } });
    const bossId = (await app.ctx.knex('users').where({ username: 'boss' }).first()).id;
    const own = await admin.delete(`/api/admin/users/${bossId}`);
    expect(own.statusCode).toBe(400);
    expect(own.body).toMatchObject({ message: expect.stringContaining('You cannot delete your own account here') as unknown });
  });

  it('deletes an account with everything of theirs, ends their session, and audits who it was', async () => {
    const { agent, id } = await signUp('leaving');
    expect((await agent.put('/api/user/watchlist', { symbols: ['BTC'] })).statusCode).toBe(200);
    expect((await agent.post('/api/user/api-tokens', { name: 'script', scopes: ['read'] })).statusCode).toBe(201);
    const res = await admin.delete(`/api/admin/users/${id}`);
    expect(res.statusCode).toBe(204);
    expect((await agent.get('/api/auth/me')).statusCode).toBe(401);
    for (const table of ['users', 'sessions', 'user_watchlists', 'api_tokens']) {
      expect(await app.ctx.knex(table).where(table === 'users' ? { id } : { user_id: id }).first(), table).toBeUndefined();
    }
    const entry = await app.ctx.knex('audit_log').where({ action: 'user.delete', target_id: String(id) }).first();
    expect(entry).toBeDefined();
    expect(JSON.stringify(entry)).toContain('leaving');
    expect(JSON.stringify(entry)).not.toContain('leaving@example.com');
    // The name is free again.
    expect((await signUp('leaving')).id).toBeGreaterThan(id);
  });

  it('makes one change and one audit entry of the same call sent twice at once', async () => {
    const { id } = await signUp('twice');
    const count = async (action: string) => Number((await app.ctx.knex('audit_log').where({ action, target_id: String(id) }).count('* as n').first())?.n);
    const promoted = await Promise.all([admin.put(`/api/admin/users/${id}/role`, { role: 'admin' }), admin.put(`/api/admin/users/${id}/role`, { role: 'admin' })]);
    expect(promoted.map((res) => res.statusCode)).toEqual([200, 200]);
    expect(await count('user.role_change')).toBe(1);
    const deleted = await Promise.all([admin.delete(`/api/admin/users/${id}`), admin.delete(`/api/admin/users/${id}`)]);
    expect(deleted.map((res) => res.statusCode).sort()).toEqual([204, 404]);
    expect(await count('user.delete')).toBe(1);
  });

  it('does nothing for an admin demoted while their request waited, who may still delete their own account', async () => {
    const { accounts } = app.ctx.services;
    const make = (username: string) => accounts.createUser({ username, email: `${username}@example.com`, password: 'a-good-password' }, 'user');
    const [first, second, target] = [await make('deputy-one'), await make('deputy-two'), await make('onlooker')];
    await accounts.changeRole(first.id, 'admin', null);
    await accounts.changeRole(second.id, 'admin', null);
    // The first demotes the second; the second's own request, which had waited for the admins' lock, comes after.
    await accounts.changeRole(second.id, 'user', first.id);
    await expect(accounts.changeRole(target.id, 'admin', second.id)).rejects.toThrow('You do not have permission to do this');
    await expect(accounts.changeRole(first.id, 'user', second.id)).rejects.toThrow('You do not have permission to do this');
    await expect(accounts.deleteUser(target.id, second.id)).rejects.toThrow('You do not have permission to do this');
    const roles = await app.ctx.knex('users').whereIn('id', [first.id, target.id]).orderBy('id').pluck('role');
    expect(roles).toEqual(['admin', 'user']);
    await accounts.deleteUser(second.id, second.id);
    expect(await app.ctx.knex('users').where({ id: second.id }).first()).toBeUndefined();
    await accounts.changeRole(first.id, 'user', null);
  });

  it('never deletes the last admin, whoever asks', async () => {
    const bossId = (await app.ctx.knex('users').where({ username: 'boss' }).first()).id;
    await expect(app.ctx.services.accounts.deleteUser(bossId, null)).rejects.toThrow('At least one admin must remain');
    expect(await app.ctx.knex('users').where({ id: bossId }).first()).toBeDefined();
  });
});
