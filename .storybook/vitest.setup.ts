import { afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';
import { commands, page } from 'vitest/browser';
import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import axe from 'axe-core';
import { applyOrgTheme, themePresets } from '@gratia/tokens';
import { toastQueue } from '@gratia/ui';
import * as projectAnnotations from './preview.tsx';

// Story tests run with the same decorators, globals and axe checks as the Storybook UI.
setProjectAnnotations([a11yAddonAnnotations, projectAnnotations]);

// `waitFor` and `findBy…` wait up to 5 s for a state (Testing Library's default is 1 s): a step
// that scrolls a list and loads its next page took longer on a busy two-core machine. A state
// that never comes still fails, only later; nothing is retried.
configure({ asyncUtilTimeout: 5_000 });

/**
 * Visual baselines (docs/decisions/0005-story-screenshot-baselines.md): after every story test
 * (render, play function, axe) the story is compared with its committed reference image in
 * `<story dir>/__screenshots__/<file>/<story>.png`. A missing reference fails the test (it is
 * written next to the story outside CI, so the next run passes once it is reviewed and
 * committed); `pnpm test:storybook:update` rewrites all of them. `STORYBOOK_SCREENSHOTS=0`
 * turns the comparison off for quick local iteration.
 */
const screenshotsEnabled = inject('storybookScreenshots');
const orgTheme = inject('storybookOrgTheme') || undefined;
/** The theme matrix (decision 0008): after each story, its rendered state is checked for contrast in these themes too. */
const themeMatrixEnabled = inject('storybookThemeMatrix');
const MATRIX_THEMES = ['dark', 'lowContrast'] as const satisfies ReadonlyArray<keyof typeof themePresets>;
/**
 * Which stories the matrix checks (docs/decisions/0048): every story of the ui kit and the tokens,
 * where the colour roles live; in the features, every {@link MATRIX_EVERY}th eligible story of each
 * file, starting with its first — each component in each theme, a third of the states.
 * `STORYBOOK_THEME_MATRIX=all` checks every story.
 */
const MATRIX_EVERY = 3;
const matrixEveryStory = inject('storybookThemeMatrixAll');
const matrixSeen = new Map<string, number>();
function matrixSampled(file: string): boolean {
  if (matrixEveryStory || /\/(packages\/ui|tokens)\//.test(file)) return true;
  const index = matrixSeen.get(file) ?? 0;
  matrixSeen.set(file, index + 1);
  return index % MATRIX_EVERY === 0;
}

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

// Every face of the web font is loaded before the first story of a file: a face (a weight or a
// script's subset) that a story needs first would otherwise still be loading at its capture, and
// its text would be drawn in the fallback font.
/**
 * Forced colours (Windows High Contrast) for stories with `parameters.forcedColors: 'active'`:
 * the preview's `beforeEach` calls this hook before every story renders (in the Storybook UI
 * there is no hook and nothing happens). The emulation belongs to the page, so each file starts
 * by turning it off.
 */
let forcedColorsOn: boolean | undefined;
(globalThis as { __gratiaEmulateForcedColors?: (active: boolean) => Promise<void> }).__gratiaEmulateForcedColors = async (active) => {
  if (active !== forcedColorsOn) {
    await commands.emulateForcedColors(active);
    forcedColorsOn = active;
  }
  // The media feature reaches this frame a little after the page's emulation changes.
  const query = window.matchMedia('(forced-colors: active)');
  for (let waited = 0; query.matches !== active && waited < 2000; waited += 16) await nextFrame();
  if (query.matches !== active) throw new Error(`Forced colours could not be turned ${active ? 'on' : 'off'}`);
};

beforeAll(async () => {
  await Promise.all([...document.fonts].map((face) => face.load().catch(() => undefined)));
  await document.fonts.ready;
});

// Toasts live in one module-level queue shared by every story on the page: a story starts with
// none, so an earlier story's toast (still on its timer) never shows in this one's picture.
// Their 3000 ms timers are held, as the clock of the date stories is pinned: on a busy machine a
// toast would otherwise be gone, or half gone, by the time the picture is taken. A story about the
// timer itself sets `parameters.toastTimers: 'run'` (the preview's `beforeEach` passes it here).
let holdToastTimers = true;
const addToast = toastQueue.add.bind(toastQueue);
toastQueue.add = (content, options = {}) => addToast(content, holdToastTimers ? { ...options, timeout: 0 } : options);
(globalThis as { __gratiaRunToastTimers?: (run: boolean) => void }).__gratiaRunToastTimers = (run) => {
  holdToastTimers = !run;
};
beforeEach(() => {
  toastQueue.clear();
  holdToastTimers = true;
});


/** The custom property the layouts read as the screen's height (features `SCREEN_HEIGHT_PROPERTY`). */
const SCREEN_HEIGHT_PROPERTY = '--gratia-screen-height';

type StoryParameters = {
  screenshot?: boolean;
  /** `'run'`: toasts close on their timers (held otherwise, see above). */
  toastTimers?: 'run';
  /** `'active'`: the story renders with forced colours emulated (Windows High Contrast). */
  forcedColors?: 'active';
  a11y?: { test?: string; config?: { rules?: Array<{ id: string; enabled?: boolean }> } };
};

/** The story's parameters as the Storybook test plugin puts them on the test context. */
function storyParameters(context: unknown): StoryParameters {
  return (context as { story?: { parameters?: StoryParameters } }).story?.parameters ?? {};
}

/** Captures the story and compares it with its committed baseline (decision 0005). */
async function compareScreenshot(name: string, frame: { width: number; height: number }): Promise<boolean> {
  const target = screenshotTarget();
  if (!target) return false;
  let resized = false;
  // A story taller than the frame would be captured blank below it: grow the frame to the
  // story (same width, so the same breakpoints) for the capture only.
  const bottom = Math.ceil(target.getBoundingClientRect().bottom + window.scrollY);
  if (bottom > frame.height) {
    // Layouts at least one screen high keep the frame's height as "the screen" while it grows.
    document.documentElement.style.setProperty(SCREEN_HEIGHT_PROPERTY, `${frame.height}px`);
    const height = Math.min(bottom, MAX_CAPTURE_HEIGHT);
    await page.viewport(frame.width, height);
    resized = true;
    // The page learns its new size a little after the call; on a loaded machine two frames were
    // not enough, and the capture showed the part below the old frame blank.
    for (let waited = 0; window.innerHeight !== height && waited < 3000; waited += 16) await nextFrame();
    await nextFrame();
    await nextFrame();
  }
  // Two equal captures in a row make a stable picture; a loaded machine may need more than the default 5 s for them.
  await expect.element(page.elementLocator(target)).toMatchScreenshot(orgTheme ? `${name} [${orgTheme}]` : name, { timeout: 20_000 });
  return resized;
}

/**
 * Re-checks colour contrast of the story as it is now rendered (after its play function) in each
 * theme of {@link MATRIX_THEMES}, switching the theme live on `<html>` as an admin's branding does,
 * then restores the story's own theme. Fails with every violating element and its measured ratio.
 */
async function checkThemeMatrix(): Promise<void> {
  const root = document.documentElement;
  const ownStyle = root.getAttribute('style');
  const failures: string[] = [];
  try {
    for (const theme of MATRIX_THEMES) {
      applyOrgTheme(themePresets[theme], root);
      await nextFrame();
      await nextFrame();
      const result = await axe.run(
        { include: [document.body], exclude: [['[data-live-announcer]']] },
        { runOnly: { type: 'rule', values: ['color-contrast'] }, resultTypes: ['violations'] },
      );
      for (const violation of result.violations) {
        for (const node of violation.nodes) failures.push(`[${theme}] ${node.target.join(' ')}: ${node.any.map((check) => check.message).join('; ')}`);
      }
    }
  } finally {
    if (ownStyle === null) root.removeAttribute('style');
    else root.setAttribute('style', ownStyle);
  }
  expect(failures, 'colour contrast in the other org themes').toEqual([]);
}

afterEach(async (context) => {
  // A story that already failed gets no screenshot or matrix noise on top of its real error.
  if ((context.task.result?.errors?.length ?? 0) > 0) return;
  const parameters = storyParameters(context);
  // Opt-out for a story whose picture cannot be made stable: `parameters: { screenshot: false }`.
  const capture = screenshotsEnabled && parameters.screenshot !== false;
  // The matrix follows the story's own axe settings: none when axe is off, none when the story
  // turned the contrast rule off (and says why there).
  const contrastOff = parameters.a11y?.config?.rules?.some((rule) => rule.id === 'color-contrast' && rule.enabled === false) ?? false;
  const matrix = themeMatrixEnabled && !orgTheme && parameters.forcedColors !== 'active' && parameters.a11y?.test !== 'off' && parameters.a11y?.test !== 'todo' && !contrastOff && matrixSampled(context.task.file.filepath);
  if (!capture && !matrix) return;
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
    if (capture) resized = await compareScreenshot(context.task.name, frame);
    if (matrix) await checkThemeMatrix();
  } finally {
    freeze.remove();
    document.body.style.minHeight = '';
    document.documentElement.style.removeProperty(SCREEN_HEIGHT_PROPERTY);
    if (resized) await page.viewport(frame.width, frame.height);
  }
});
