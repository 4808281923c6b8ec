import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';

const configDir = path.dirname(fileURLToPath(import.meta.url));

/** Flags for Debian's Chromium in a container without a GPU or network (TOOLCHAIN: Browser). */
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

/**
 * Optional org theme for the whole run (a key of `themePresets`), e.g.
 * `STORYBOOK_ORG_THEME=lowContrast pnpm exec vitest run --project storybook` runs every story
 * and its axe check in the low-contrast brand. Stories that pin `globals.orgTheme` keep theirs.
 */
const orgTheme = process.env.STORYBOOK_ORG_THEME;

/**
 * Project 'storybook': every story is a test, rendered in real Chromium with its play function
 * and an axe check (`parameters.a11y.test = 'error'`). `pnpm exec vitest run --project storybook`.
 */
/** Passed to the browser: `STORYBOOK_SCREENSHOTS=0` skips screenshot comparison (local iteration). */
const screenshotEnv = {
  'import.meta.env.STORYBOOK_SCREENSHOTS': JSON.stringify(process.env.STORYBOOK_SCREENSHOTS ?? '1'),
  'import.meta.env.STORYBOOK_ORG_THEME': JSON.stringify(orgTheme ?? ''),
};

export default defineProject({
  define: screenshotEnv,
  plugins: [storybookTest({ configDir, initialGlobals: orgTheme ? { orgTheme } : {} })],
  // Modules that the vanilla-extract plugin imports into compiled `.css.ts` files are invisible to
  // the dependency scan; found late, they make Vite reload mid-run and fail a random test file on
  // a fresh clone. Pre-bundle them up front.
  optimizeDeps: {
    include: ['@gratia/ui > @vanilla-extract/recipes/createRuntimeFn', '@gratia/tokens > @vanilla-extract/dynamic'],
  },
  test: {
    name: 'storybook',
    // One more try on CI's shared 2 cores (focus restoration after overlays can land after the
    // screenshot there); a retried pass is reported as flaky and should be fixed in its story.
    retry: process.env.CI ? 1 : 0,
    setupFiles: [path.join(configDir, 'vitest.setup.ts')],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: {
          executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
          args: chromiumArgs,
        },
        // A tester window larger than any story frame: frames are captured at 1:1 instead of being
        // scaled down to fit, and a tall story's frame can grow to its height (vitest.setup.ts).
        contextOptions: { viewport: { width: 1600, height: 6000 } },
      }),
      instances: [{ browser: 'chromium' }],
      // Screenshot baselines (docs/decisions/0005): next to each story file, one PNG per story.
      // pixelmatch with its default colour threshold ignores anti-aliasing; at most 0.1 % of the
      // pixels may differ (sub-pixel text rendering), anything more is a real visual change.
      expect: {
        toMatchScreenshot: {
          comparatorName: 'pixelmatch',
          comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.001 },
          resolveScreenshotPath: ({ arg, ext, root, testFileDirectory, testFileName }) =>
            path.join(root, testFileDirectory, '__screenshots__', testFileName, `${arg}${ext}`),
        },
      },
    },
  },
});
