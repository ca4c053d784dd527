import { describe, expect, it } from 'vitest';
import { databaseIndependentTests } from './helpers/database-dependents.js';

// The PostgreSQL run skips these (vitest.config.ts): a test wrongly listed would never meet PostgreSQL.
describe('tests that do not depend on the database', () => {
  const independent = databaseIndependentTests(process.cwd(), ['tests', 'src/plugins', 'scripts']);

  it('leaves out a test that reaches the database helper, directly or through other helpers', () => {
    expect(independent).not.toContain('tests/server/news-api.test.ts'); // helpers/app.ts, which imports helpers/database.ts
    expect(independent).not.toContain('tests/cli/admin.test.ts'); // cli/processes.ts, which imports helpers/database.ts
    expect(independent).not.toContain('tests/server/migrations/concurrent-migrate.test.ts');
  });

  it('lists pure tests of our code, its web helpers and plugins', () => {
    expect(independent).toEqual(expect.arrayContaining(['tests/server/cache.test.ts', 'src/plugins/sdk/json.test.ts', 'tests/web/safe-html.test.ts']));
  });
});
