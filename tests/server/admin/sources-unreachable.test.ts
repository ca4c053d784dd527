import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { NewsSource } from '../../../src/contracts/sources.js';
import { rssSource } from '../../../src/plugins/sources/rss/index.js';
import { signedInAs } from '../../helpers/accounts.js';
import type { Agent } from '../../helpers/agent.js';
import { startTestApp, type TestApp } from '../../helpers/app.js';

let app: TestApp;
let admin: Agent;

beforeAll(async () => {
  app = await startTestApp({ plugins: [rssSource] });
  admin = await signedInAs(app, 'boss', 'admin');
});
afterAll(async () => app.stop());

// The admin dialog's "Save anyway": a site that is down (or not reachable from here yet) is saved
// on purpose after its test fetch failed, and must then say so wherever sources are listed.
describe('a source saved while its site cannot be reached', () => {
  it('is refused by the test fetch, yet saved when asked, active and never reached', async () => {
    const body = { name: 'Down wire', url: 'https://down.nowhere.invalid/rss' };
    const test = await admin.post<{ message: string }>('/api/admin/news-sources/test-fetch', body);
    expect(test.statusCode).toBe(400);
    const created = await admin.post<NewsSource>('/api/admin/news-sources', body);
    expect(created.statusCode).toBe(201);
    expect(created.body).toMatchObject({ enabled: true, last_success_at: null, last_error: null });
  });

  it('is fetched at once, and its first failure is shown on it: the error, no success', async () => {
    await vi.waitFor(async () => {
      const [listed] = (await admin.get<NewsSource[]>('/api/admin/news-sources')).body;
      expect(listed).toMatchObject({ name: 'Down wire', enabled: true, last_success_at: null, error_count: 1 });
      expect(listed!.last_error).toMatch(/^DNS lookup (failed for|for) down\.nowhere\.invalid/);
    }, { timeout: 15_000 });
  });
});
