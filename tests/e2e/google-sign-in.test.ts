import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app.js';
import { startAppWithOidcProvider, type TestOidcProvider } from '../helpers/oidc-provider.js';
import { dialog, headerControls, launchBrowser, openPage, startE2eApp, type TestBrowser } from './browser.js';

let app: TestApp;
let provider: TestOidcProvider;
let browser: TestBrowser;

beforeAll(async () => {
  const webDistDir = process.env.WEB_DIST_DIR ?? 'dist/web';
  [{ app, provider }, browser] = await Promise.all([
    startAppWithOidcProvider({ env: { WEB_DIST_DIR: webDistDir } }),
    launchBrowser(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await provider?.stop();
});

describe('Continue with Google', () => {
  it('goes to the provider and comes back signed in, with the marker gone from the address', async () => {
    provider.signInAs({ sub: 'e2e-1', email: 'marie.curie@example.com', email_verified: true, name: 'Marie Curie' });
    const { page, errors, close } = await openPage(browser, 1280);
    await page.goto(app.url);
    await (await headerControls(page)).getByRole('button', { name: 'Login' }).click();
    await dialog(page).getByRole('link', { name: 'Continue with Google' }).click();
    await page.waitForURL(`${app.url}/`);
    await (await headerControls(page)).getByRole('button', { name: 'marie.curie' }).waitFor();
    expect(errors).toEqual([]);
    await close();
  });
});

describe('returning from a failed external sign-in', () => {
  let unconfigured: TestApp;
  beforeAll(async () => {
    unconfigured = await startE2eApp();
  });
  afterAll(async () => {
    await unconfigured?.stop();
  });

  it('says social sign-in is not configured when the server has no client', async () => {
    const { page, close } = await openPage(browser, 1280);
    await page.goto(unconfigured.url);
    await (await headerControls(page)).getByRole('button', { name: 'Login' }).click();
    await dialog(page).getByRole('link', { name: 'Continue with Google' }).click();
    await page.getByText('Social authentication is not configured. Please contact support.').waitFor();
    await page.waitForURL(`${unconfigured.url}/`);
    await close();
  });

  it('says sign-in failed for any other reason and keeps the rest of the address', async () => {
    const { page, close } = await openPage(browser, 390);
    await page.goto(`${app.url}/?auth=error&reason=denied&topic=crypto`);
    await page.getByText('Sign-in failed. Please try again.').waitFor();
    await page.waitForURL(`${app.url}/?topic=crypto`);
    await close();
  });
});
