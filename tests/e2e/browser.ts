import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, onTestFinished } from 'vitest';
import type { AnyPlugin } from '../../src/plugins/sdk/index.js';
import type { Clock } from '../../src/server/clock.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

export const WIDTHS = [1280, 390] as const;
export type Width = (typeof WIDTHS)[number];
/**
 * A flow whose steps are the same at either width runs at one (about half the browser run was
 * flows repeated at the second width): the layout of each page at both widths stays checked by
 * its page's own tests (home, article, assets, header, dialogs, the admin and member pages).
 */
export const DESKTOP_ONLY = [1280] as const;
export const PHONE_ONLY = [390] as const;

const SHOTS_DIR = '/tmp/shots';

const WEB_DIST_DIR = process.env.WEB_DIST_DIR ?? 'dist/web';

/**
 * A server on a fresh database serving the built SPA (scripts/test.sh builds it first), with any
 * extra settings and plugins (none by default), and the app clock when a test fixes it.
 */
export async function startE2eApp(env: Record<string, string> = {}, plugins: AnyPlugin[] = [], clock?: Clock): Promise<TestApp> {
  if (!existsSync(join(WEB_DIST_DIR, 'index.html'))) {
    throw new Error(`No web build in ${WEB_DIST_DIR}: run \`npm run build:web\` before the browser tests`);
  }
  return startTestApp({ listen: true, env: { WEB_DIST_DIR, ...env }, plugins, clock });
}

export interface E2e {
  app: TestApp;
  browser: Browser;
}

/**
 * A test file's app (startE2eApp, with any extra `env`, `plugins` and `clock`) and Chromium: started before its tests,
 * `setUp` then run on the app (users, articles), and both stopped after them. Read `app` and
 * `browser` in tests.
 */
export function useE2eApp(
  setUp: (app: TestApp) => Promise<void> = async () => {},
  { env = {}, plugins = [], clock }: { env?: Record<string, string>; plugins?: AnyPlugin[]; clock?: Clock } = {},
): E2e {
  const e2e = {} as E2e;
  beforeAll(async () => {
    [e2e.app, e2e.browser] = await Promise.all([startE2eApp(env, plugins, clock), launchBrowser()]);
    await setUp(e2e.app);
  });
  afterAll(async () => {
    await e2e.browser?.close();
    await e2e.app?.stop();
  });
  return e2e;
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export interface OpenedPage {
  page: Page;
  /** Uncaught exceptions and console errors other than the browser's own network lines. */
  errors: string[];
  close(): Promise<void>;
}

/** A fresh browser context (own cookies) at the given width, recording page errors. */
export async function openPage(browser: Browser, width: Width): Promise<OpenedPage> {
  // Less motion, as a reader may ask their system for: the app then draws no transition or
  // animation frames (src/web/reduced-motion.css), which took about a third of Chromium's work in
  // these tests; reduced-motion.test.ts checks the app with motion too.
  const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 800 }, reducedMotion: 'reduce' });
  // A test that fails before its own close() would leave its page open beside the next test's:
  // whatever a test opened is closed when it ends, pass or fail (closing twice is harmless).
  onTestFinished(() => context.close());
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // Chromium logs every non-2xx answer ("Failed to load resource"); a signed-out /me is one.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  const close = () => context.close();
  return { page, errors, close };
}

/**
 * Saves a screenshot for people to look at, outside the repository on purpose, when E2E_SHOTS=1
 * asks for them: nobody looks at a CI run's, and they cost the suite time.
 */
export async function shoot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (process.env.E2E_SHOTS !== '1') return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `${SHOTS_DIR}/${name}-${width}.png`, fullPage: options.fullPage });
}

/**
 * Where the header's controls live: the header bar on wide screens, the burger's panel on
 * narrow ones (opened here when needed).
 */
export async function headerControls(page: Page): Promise<Locator> {
  // The app's first render is a transition that may finish after the load event: wait for the
  // header before asking whether its burger shows.
  await page.getByRole('banner').first().waitFor();
  const burger = page.getByRole('button', { name: 'Toggle navigation' });
  if (!(await burger.isVisible())) return page.getByRole('banner');
  if ((await burger.getAttribute('aria-expanded')) !== 'true') await burger.click();
  return page.getByRole('navigation');
}

export function dialog(page: Page): Locator {
  return page.getByRole('dialog');
}

export interface Member {
  username: string;
  password: string;
}

/**
 * Signs the page's browser context in through the API, as the login dialog would. The page is
 * left on /api/version, a small document of the app's origin (it also sets the crumb cookie that
 * mutating calls echo): callers go on to the screen they test, and a page's own fetches work from
 * there, without loading the whole app for nothing first.
 */
export async function signInAs(page: Page, app: TestApp, member: Member): Promise<void> {
  await page.goto(`${app.url}/api/version`);
  const status = await page.evaluate(async ({ username, password }) => {
    const crumb = document.cookie.split('; ').find((cookie) => cookie.startsWith('crumb='))?.slice('crumb='.length) ?? '';
    const response = await fetch('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': decodeURIComponent(crumb) },
      body: JSON.stringify({ loginId: username, password }),
    });
    return response.status;
  }, member);
  if (status !== 200) throw new Error(`Signing in as ${member.username} answered ${status}`);
}

/**
 * The controls inside `root` (shown, on screen) whose middle point is not theirs: something else,
 * a neighbour or an overlay, covers them there. Each is named by its text or label.
 */
export function coveredControls(root: Locator): Promise<string[]> {
  return root.evaluate((element) =>
    [...element.querySelectorAll('button, input, textarea, select, a')].flatMap((control) => {
      const box = control.getBoundingClientRect();
      const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
      if (box.width === 0 || box.height === 0 || y < 0 || y > window.innerHeight || x < 0 || x > window.innerWidth) return [];
      // Mantine hides a checkbox's or switch's input under its own drawing: the label's box counts.
      if (control instanceof HTMLInputElement && ['checkbox', 'radio'].includes(control.type)) return [];
      const hit = document.elementFromPoint(x, y);
      return hit && (hit === control || control.contains(hit)) ? [] : [control.textContent?.trim() || control.getAttribute('aria-label') || control.tagName];
    }),
  );
}
