import { describe, expect, it } from 'vitest';
import { up } from '../../../migrations/20261130_0340_preferences_current_language_codes.js';
import { useTestApp } from '../../helpers/app.js';
import { TEST_PASSWORD } from '../../helpers/accounts.js';

const testApp = useTestApp();

async function memberReading(username: string, languages: string[]): Promise<number> {
  const { id } = await testApp.app.ctx.services.accounts.createUser({ username, email: `${username}@example.com`, password: TEST_PASSWORD }, 'user');
  await testApp.knex('preferences').insert({ user_id: id, languages }).onConflict('user_id').merge(['languages']);
  return id;
}

describe('migration 0340: retired language codes out of what members read', () => {
  it('turns a retired code into its successor, each once and sorted, and leaves other lists alone', async () => {
    const retired = await memberReading('hebrew-reader', ['en', 'he', 'in', 'iw']);
    const current = await memberReading('spanish-reader', ['es', 'und']);

    await up(testApp.knex);

    const languages = async (userId: number) => (await testApp.knex('preferences').where({ user_id: userId }).first('languages')).languages;
    expect(await languages(retired)).toEqual(['en', 'he', 'id']);
    expect(await languages(current)).toEqual(['es', 'und']);
  });
});
