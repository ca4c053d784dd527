import { expect, it } from 'vitest';
import { openPage, useE2eApp } from './browser.js';

// The browser tests run with reduced motion (openPage); this one checks that the app honours the
// setting and still moves for a reader who did not ask for less (src/web/reduced-motion.css).
const e2e = useE2eApp();

it('ends transitions and animations at once only for a reader who asked for less motion', async () => {
  const { page, close } = await openPage(e2e.browser, 1280);
  await page.goto(e2e.app.url);
  await page.getByRole('main').waitFor();
  const motion = () =>
    page.evaluate(() => {
      const probe = document.createElement('div');
      probe.style.cssText = 'transition: opacity 300ms; animation: spin 2s infinite';
      document.body.append(probe);
      const style = getComputedStyle(probe);
      const found = { transition: style.transitionDuration, animation: style.animationDuration, repeats: style.animationIterationCount };
      probe.remove();
      return found;
    });
  expect(await motion()).toEqual({ transition: '0s', animation: '0s', repeats: '1' });
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect(await motion()).toEqual({ transition: '0.3s', animation: '2s', repeats: 'infinite' });
  await close();
});
