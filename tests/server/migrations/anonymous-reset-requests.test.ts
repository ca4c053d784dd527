import { describe, expect, it } from 'vitest';
import { up } from '../../../migrations/20261130_0330_anonymous_reset_requests.js';
import { ANONYMOUS_ACTOR } from '../../../src/contracts/admin.js';
import { useTestApp } from '../../helpers/app.js';

const testApp = useTestApp();

describe('migration 0330: reset links asked for anonymously', () => {
  it('takes the member off as the actor of the links asked for before it, and leaves what they did themselves', async () => {
    const [member] = await testApp.knex('users').insert({ username: 'asked-for', email: 'asked-for@example.com', password_hash: 'x', role: 'user' }).returning('id');
    const entry = (action: string) => ({ actor_user_id: member.id, actor_name: 'asked-for', action, target_type: 'user', target_id: String(member.id) });
    const [asked] = await testApp.knex('audit_log').insert(entry('user.password_reset_requested')).returning('id');
    const [reset] = await testApp.knex('audit_log').insert(entry('user.password_reset')).returning('id');

    await up(testApp.knex);

    expect(await testApp.knex('audit_log').where({ id: asked.id }).first('actor_user_id', 'actor_name', 'target_id')).toEqual({ actor_user_id: null, actor_name: ANONYMOUS_ACTOR, target_id: String(member.id) });
    expect(await testApp.knex('audit_log').where({ id: reset.id }).first('actor_user_id', 'actor_name')).toEqual({ actor_user_id: member.id, actor_name: 'asked-for' });
  });
});
