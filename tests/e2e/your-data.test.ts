import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { AccountExport } from '../../src/contracts/account-export.js';
import { signedInAs, TEST_PASSWORD } from '../helpers/accounts.js';
import { coveredControls, openPage, shoot, signInAs, useE2eApp, WIDTHS } from './browser.js';

// Settings → Security → Your data: the member saves a copy of their data (docs/product.md#your-data).
const e2e = useE2eApp();

describe.each(WIDTHS)('downloading one’s data at %i px', (width) => {
  it('saves a JSON file named for the member, holding their data', async () => {
    const username = `keeper${width}`;
    const member = await signedInAs(e2e.app, username);
    expect((await member.put('/api/user/watchlist', { symbols: ['SOL'] })).statusCode).toBe(200);
    const { page, errors, close } = await openPage(e2e.browser, width);
    await signInAs(page, e2e.app, { username, password: TEST_PASSWORD });
    await page.goto(`${e2e.app.url}/settings?section=security`);
    const card = page.getByRole('region', { name: 'Your data' });
    const link = card.getByRole('link', { name: 'Download my data' });
    await link.waitFor();
    expect(await coveredControls(card)).toEqual([]);
    await shoot(page, 'settings-your-data', { fullPage: true });

    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^alphawire-${username}-\\d{4}-\\d{2}-\\d{2}\\.json$`));
    const file = JSON.parse(await readFile((await download.path())!, 'utf8')) as AccountExport;
    expect(file.account.username).toBe(username);
    expect(file.watchlist.symbols).toEqual(['SOL']);
    expect(errors).toEqual([]);
    await close();
  });
});
