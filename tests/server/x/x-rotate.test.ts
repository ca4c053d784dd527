import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { xPoster } from '../../../src/plugins/posters/x/index.js';
import { resealTable } from '../../../src/server/crypto/rotate-repository.js';
import { SEALED_TABLES } from '../../../src/server/crypto/sealed-columns.js';
import { createSecretBox } from '../../../src/server/crypto/secret-box.js';
import { signedInAs } from '../../helpers/accounts.js';
import { startTestApp, type TestApp } from '../../helpers/app.js';
import { type FakeX, startFakeX } from '../../helpers/fake-x.js';
import { connectX } from '../../helpers/x.js';

const OLD = 'test-secret-that-is-long-enough-for-iron-seal'; // startTestApp's APP_SECRET
const NEW = 'a-brand-new-app-secret-of-enough-length-0001';
let app: TestApp;
let fake: FakeX;

beforeAll(async () => {
  fake = await startFakeX();
  app = await startTestApp({ plugins: [xPoster], env: fake.env });
});
afterAll(async () => {
  await app.stop();
  await fake.stop();
});

describe('alphawire secrets rotate', () => {
  it('re-seals every sealed column under the new key, keeping the values', async () => {
    await connectX(await signedInAs(app, 'rotate_a'), fake, 'rotate_a');
    await connectX(await signedInAs(app, 'rotate_b'), fake, 'rotate_b');
    const { id: userId } = await app.ctx.knex('users').where({ username: 'rotate_a' }).first('id');
    await app.ctx.knex('two_factor').insert({ user_id: userId, secret_enc: app.ctx.secretBox.seal('JBSWY3DPEHPK3PXP') });
    await app.ctx.knex('feed_tokens').insert({ user_id: userId, token_hash: 'hash-of-the-key', token_sealed: app.ctx.secretBox.seal('awf_the-key') });
    const [channel] = await app.ctx.knex('alert_channels')
      .insert({ user_id: userId, type: 'webhook', name: 'Hook', settings: JSON.stringify({ url: 'https://hooks.example.com/a' }), secrets_sealed: app.ctx.secretBox.seal('{"secret":"whsec_x"}') })
      .returning('id');
    const before = await app.ctx.knex('x_credentials').orderBy('user_id');
    const oldBox = createSecretBox(OLD);
    const box = createSecretBox(NEW, [OLD]);
    const reports = [];
    for (const table of SEALED_TABLES) reports.push(await resealTable(app.ctx.knex, box, table));
    expect(reports).toEqual([{ table: 'x_credentials', resealed: 2, unreadable: [] }, { table: 'two_factor', resealed: 1, unreadable: [] }, { table: 'feed_tokens', resealed: 1, unreadable: [] }, { table: 'alert_channels', resealed: 1, unreadable: [] }]);
    const sealedChannel = await app.ctx.knex('alert_channels').where({ id: (channel as { id: number }).id }).first('secrets_sealed');
    expect(box.open(sealedChannel.secrets_sealed)).toBe('{"secret":"whsec_x"}');
    const feedToken = await app.ctx.knex('feed_tokens').where({ user_id: userId }).first('token_sealed');
    expect(box.open(feedToken.token_sealed)).toBe('awf_the-key');
    const twoFactor = await app.ctx.knex('two_factor').where({ user_id: userId }).first('secret_enc');
    expect(box.keyIdOf(twoFactor.secret_enc)).toBe(box.keyId);
    expect(box.open(twoFactor.secret_enc)).toBe('JBSWY3DPEHPK3PXP');
    const after = await app.ctx.knex('x_credentials').orderBy('user_id');
    for (const [i, row] of after.entries()) {
      for (const column of ['client_id_enc', 'client_secret_enc', 'access_token_enc', 'refresh_token_enc']) {
        expect(box.keyIdOf(row[column])).toBe(box.keyId);
        expect(box.open(row[column])).toBe(oldBox.open(before[i][column]));
      }
    }
    // A second run finds nothing left to do.
    expect(await resealTable(app.ctx.knex, box, SEALED_TABLES[0]!)).toEqual({ table: 'x_credentials', resealed: 0, unreadable: [] });
  });
});
