import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, onTestFinished } from 'vitest';
import type { AnyPlugin } from '../../src/plugins/sdk/index.js';
import type { Clock } from '../../src/server/clock.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { CHROMIUM_PATH, QUIET_CHROMIUM_ARGS } from '../helpers/chromium.js';

export const WIDTHS = [1280, 390] as const;
export type Width = (typeof WIDTHS)[number];
/**
 * A flow whose steps are the same at either width runs at one (about half the browser run was
 * flows repeated at the second width): the layout of each page at both widths stays checked by
 * its page's own tests (home, article, assets, header, dialogs, the admin and member pages).
 */
export const DESKTOP_ONLY = [1280] as const;
export const PHONE_ONLY = [390] as const;
/**
 * A common laptop's width where a member's header shows its links, widget and account in the bar:
 * below 1,408 px they fold behind the burger (src/web/components/header/header.tsx).
 */
export const MEMBER_HEADER_WIDTH = 1440;

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
  // A connection to PostgreSQL may take longer than the default second to open while Chromium
  // starts beside the app and the other file's page renders (a file's start failed on it): the
  // browser tests check pages, not how the app answers a slow database (tests/server does).
  return startTestApp({ listen: true, env: { WEB_DIST_DIR, DATABASE_ACQUIRE_TIMEOUT_MS: '10000', ...env }, plugins, clock });
}

export interface E2e {
  app: TestApp;
  browser: TestBrowser;
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

/** What a page can leave behind for its origin, besides the HTTP and code caches (kept on purpose). */
const ORIGIN_STORAGE = 'cookies,local_storage,indexeddb,cache_storage,service_workers,file_systems,shared_storage,storage_buckets';

/**
 * A test file's Chromium. Its pages open one at a time in one context on a profile on disk, emptied
 * of cookies, storage and permissions before each page: such a profile keeps the HTTP cache and V8's
 * compiled code of the app's scripts from one page to the next, which a context of Playwright's
 * newContext (in memory) throws away with it. Compiling them again was about half of Chromium's
 * work per page load (a home page load: 4.6 s of Chromium CPU against 2.4 s; admin.test.ts: 129 s
 * of the machine's CPU against 88 s, 28 Nov). A page asked for while that one is open, or one that
 * asks for its own context, gets a context of its own from a second Chromium, started on first use.
 */
export interface TestBrowser {
  /** A fresh page at this viewport and a way to close it: in the shared context when it is free and `ownContext` is not asked for. */
  page(viewport: { width: number; height: number }, ownContext: boolean): Promise<{ page: Page; close(): Promise<void> }>;
  /** A context of its own, with its own options (a phone's touch screen, say), in the second Chromium. */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
  /** Every page open now, in either Chromium. */
  openPages(): Page[];
  close(): Promise<void>;
}

export async function launchBrowser(): Promise<TestBrowser> {
  const profile = mkdtempSync(join(tmpdir(), 'alphawire-chromium-'));
  const shared = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM_PATH, args: QUIET_CHROMIUM_ARGS, reducedMotion: 'reduce' });
  await Promise.all(shared.pages().map((page) => page.close()));
  // Every origin a page of the shared context went to: its storage is emptied before the next page.
  const origins = new Set<string>();
  shared.on('page', (page) =>
    page.on('framenavigated', (frame) => {
      if (!URL.canParse(frame.url())) return;
      const url = new URL(frame.url());
      if (url.protocol === 'http:' || url.protocol === 'https:') origins.add(url.origin);
    }),
  );
  let sharedInUse = false;
  let second: Browser | undefined;
  let starting: Promise<Browser> | undefined;
  const newContext = async (options?: BrowserContextOptions) => {
    starting ??= chromium.launch({ executablePath: CHROMIUM_PATH, args: QUIET_CHROMIUM_ARGS }).then((browser) => (second = browser));
    return (await starting).newContext(options);
  };

  async function emptiedSharedPage(): Promise<Page> {
    await Promise.all(shared.pages().map((page) => page.close()));
    await shared.clearCookies();
    await shared.clearPermissions();
    const page = await shared.newPage();
    if (origins.size > 0) {
      const cdp = await shared.newCDPSession(page);
      for (const origin of origins) await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: ORIGIN_STORAGE });
      await cdp.detach();
    }
    return page;
  }

  return {
    async page(viewport, ownContext) {
      if (ownContext || sharedInUse) {
        const context = await newContext({ viewport, reducedMotion: 'reduce' });
        return { page: await context.newPage(), close: () => context.close() };
      }
      sharedInUse = true;
      const page = await emptiedSharedPage();
      await page.setViewportSize(viewport);
      // Pages the test opened from this one (page.context().newPage()) go with it.
      const close = async () => {
        await Promise.all(shared.pages().map((open) => open.close()));
        sharedInUse = false;
      };
      return { page, close };
    },
    newContext,
    openPages() {
      return [...shared.pages(), ...(second?.contexts().flatMap((context) => context.pages()) ?? [])];
    },
    async close() {
      await shared.close();
      if (starting) await (await starting).close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

export interface OpenedPage {
  page: Page;
  /** Uncaught exceptions and console errors other than the browser's own network lines. */
  errors: string[];
  close(): Promise<void>;
}

/**
 * A fresh page at the given width, recording page errors: no cookies, storage or permissions from
 * earlier pages (TestBrowser). `ownContext` asks for a context of its own, for a test that changes
 * what a context holds for all its pages beyond those (page.clock, context.route, init scripts on the context).
 */
export async function openPage(browser: TestBrowser, width: Width | typeof MEMBER_HEADER_WIDTH, { ownContext = false }: { ownContext?: boolean } = {}): Promise<OpenedPage> {
  // Less motion, as a reader may ask their system for: the app then draws no transition or
  // animation frames (src/web/reduced-motion.css), which took about a third of Chromium's work in
  // these tests; reduced-motion.test.ts checks the app with motion too.
  const { page, close } = await browser.page({ width, height: width === 390 ? 844 : 800 }, ownContext);
  // A test that fails before its own close() would leave its page open beside the next test's:
  // whatever a test opened is closed when it ends, pass or fail (closing twice is harmless).
  onTestFinished(close);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // Chromium logs every non-2xx answer ("Failed to load resource"); a signed-out /me is one.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
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

/**
 * Holds the page's calls to `path` (a glob after the origin; only those of `method` when given)
 * until `release`, so a button's sending state can be looked at; `calls` counts them. A held call
 * then goes on to the server, unless `answer` gives what the server would have said.
 */
export async function holdCalls(page: Page, path: string, { method, answer }: { method?: string; answer?: { status: number; json: unknown } } = {}) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const hold = { release, calls: 0 };
  await page.route(`**${path}`, async (route) => {
    if (method && route.request().method() !== method) return route.fallback();
    hold.calls += 1;
    await released;
    await (answer ? route.fulfill(answer) : route.continue());
  });
  return hold;
}

/** The shorter side of a control's box, in CSS pixels: what docs/accessibility.md's 24 px target size is about. */
export async function smallerSide(control: Locator): Promise<number> {
  const box = await control.boundingBox();
  if (!box) throw new Error('the control is not on screen');
  return Math.min(box.width, box.height);
}

/** Whether `control` has the keyboard focus. */
export function hasFocus(control: Locator): Promise<boolean> {
  return control.evaluate((element) => element === document.activeElement);
}

/**
 * Adds two entries through a chips field (typed as `typed`, comma-separated), then removes them
 * from the keyboard (docs/accessibility.md#keyboard-and-screen-readers): the first chip's remove
 * button is at least 24 px, removing it hands the focus to the second's, and removing that one
 * hands it back to the field.
 */
export async function removeTwoChipsFromKeyboard(field: Locator, typed: string, first: Locator, second: Locator): Promise<void> {
  await field.fill(typed);
  await field.press('Enter');
  expect(await smallerSide(first)).toBeGreaterThanOrEqual(24);
  await first.press('Enter');
  await expect.poll(() => hasFocus(second)).toBe(true);
  await second.page().keyboard.press('Enter');
  await expect.poll(() => hasFocus(field)).toBe(true);
}

/**
 * A busy button as a keyboard user needs it (docs/accessibility.md): shown with its busy label,
 * aria-disabled rather than disabled, and still holding the focus the press gave it.
 */
export async function expectBusyWithFocus(busy: Locator): Promise<void> {
  await busy.waitFor();
  expect(await busy.getAttribute('aria-disabled')).toBe('true');
  expect(await hasFocus(busy)).toBe(true);
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
