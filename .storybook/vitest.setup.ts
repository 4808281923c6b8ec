import { afterEach, beforeEach, expect } from 'vitest';
import { page } from 'vitest/browser';
import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import { toastQueue } from '@gratia/ui';
import * as projectAnnotations from './preview.tsx';

// Story tests run with the same decorators, globals and axe checks as the Storybook UI.
setProjectAnnotations([a11yAddonAnnotations, projectAnnotations]);

/**
 * Visual baselines (docs/decisions/0005-story-screenshot-baselines.md): after every story test
 * (render, play function, axe) the story is compared with its committed reference image in
 * `<story dir>/__screenshots__/<file>/<story>.png`. A missing reference fails the test (it is
 * written next to the story outside CI, so the next run passes once it is reviewed and
 * committed); `pnpm test:storybook:update` rewrites all of them. `STORYBOOK_SCREENSHOTS=0`
 * turns the comparison off for quick local iteration.
 */
const screenshotsEnabled = import.meta.env.STORYBOOK_SCREENSHOTS !== '0';
const orgTheme = import.meta.env.STORYBOOK_ORG_THEME as string | undefined;

/** Freezes what changes between runs: animations, transitions, the text caret, smooth scrolling. */
const FREEZE_CSS = `
*, *::before, *::after {
  animation: none !important;
  transition: none !important;
  caret-color: transparent !important;
  scroll-behavior: auto !important;
}`;

/** What to capture: the story's canvas, or the whole viewport when an overlay is open in body. */
function screenshotTarget(): Element | null {
  const visible = [...document.body.children].filter((el) => {
    if (el.tagName === 'SCRIPT' || el.tagName === 'STYLE' || el.hasAttribute('data-live-announcer')) return false;
    const rect = el.getBoundingClientRect();
    return rect.width > 0 && rect.height > 0;
  });
  if (visible.length === 1) return visible[0]!;
  return visible.length === 0 ? null : document.body;
}

/**
 * Lets finite animations end first (a closing popover returns focus when its exit animation
 * ends; freezing it halfway would make the focus ring depend on timing). Infinite ones
 * (spinners) are frozen below instead. At most one second.
 */
async function settleAnimations() {
  // react-aria marks overlays that are animating out with `data-exiting`; focus returns to the
  // trigger only after they are gone.
  for (let waited = 0; document.querySelector('[data-exiting]') && waited < 1000; waited += 16) await nextFrame();
  const finite = document.getAnimations().filter((animation) => animation.effect?.getTiming().iterations !== Infinity);
  await Promise.race([Promise.allSettled(finite.map((animation) => animation.finished)), new Promise((resolve) => setTimeout(resolve, 1000))]);
}

/** Tallest capture, px (the tester window's height, see vitest.config.ts); a longer story is cut there. */
const MAX_CAPTURE_HEIGHT = 6000;

function nextFrame() {
  return new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
}

// Toasts live in one module-level queue shared by every story on the page: a story starts with
// none, so an earlier story's toast (still on its timer) never shows in this one's picture.
beforeEach(() => {
  toastQueue.clear();
});

if (screenshotsEnabled) {
  afterEach(async (context) => {
    // A story that already failed gets no screenshot noise on top of its real error.
    if ((context.task.result?.errors?.length ?? 0) > 0) return;
    // Opt-out for a story whose picture cannot be made stable: `parameters: { screenshot: false }`.
    const { story } = context as unknown as { story?: { parameters?: { screenshot?: boolean } } };
    if (story?.parameters?.screenshot === false) return;
    // Two frames first: an exit animation started by the play function's last key press begins
    // only on the next render.
    await nextFrame();
    await nextFrame();
    await settleAnimations();
    await nextFrame();
    await nextFrame();
    const frame = { width: window.innerWidth, height: window.innerHeight };
    let resized = false;
    const freeze = document.createElement('style');
    freeze.textContent = FREEZE_CSS;
    document.head.appendChild(freeze);
    // Overlays are fixed to the viewport: let body span it so they are inside the capture.
    document.body.style.minHeight = '100vh';
    try {
      await document.fonts.ready;
      await nextFrame();
      await nextFrame();
      const target = screenshotTarget();
      if (!target) return;
      // A story taller than the frame would be captured blank below it: grow the frame to the
      // story (same width, so the same breakpoints) for the capture only.
      const bottom = Math.ceil(target.getBoundingClientRect().bottom + window.scrollY);
      if (bottom > frame.height) {
        await page.viewport(frame.width, Math.min(bottom, MAX_CAPTURE_HEIGHT));
        resized = true;
        await nextFrame();
        await nextFrame();
      }
      const name = orgTheme ? `${context.task.name} [${orgTheme}]` : context.task.name;
      await expect.element(page.elementLocator(target)).toMatchScreenshot(name);
    } finally {
      freeze.remove();
      document.body.style.minHeight = '';
      if (resized) await page.viewport(frame.width, frame.height);
    }
  });
}
