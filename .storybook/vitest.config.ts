import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import type { BrowserCommand } from 'vitest/node';

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
 * `commands.emulateForcedColors(true)` in the browser: the page's `forced-colors` media feature
 * (Windows High Contrast), for stories with `parameters.forcedColors: 'active'` (vitest.setup.ts).
 */
const emulateForcedColors: BrowserCommand<[active: boolean]> = async (context, active) => {
  await context.page.emulateMedia({ forcedColors: active ? 'active' : 'none' });
};

/**
 * Optional org theme for the whole run (a key of `themePresets`), e.g.
 * `STORYBOOK_ORG_THEME=lowContrast pnpm exec vitest run --project storybook` runs every story
 * and its axe check in the low-contrast brand. Stories that pin `globals.orgTheme` keep theirs.
 */
const orgTheme = process.env.STORYBOOK_ORG_THEME;

/**
 * One Storybook test project: every story rendered in real Chromium with its play function, an
 * axe check (`parameters.a11y.test = 'error'`) and, after it, a colour-contrast check of the same
 * rendered state in the other org themes (vitest.setup.ts; docs/decisions/0008-story-test-matrix.md).
 *
 * - `storybook` (ru, the default): play, axe, the theme matrix and the screenshot baselines.
 * - `storybook-en` (en): every story without a play function (play functions speak Russian to
 *   find their controls) rendered in English, with axe; no screenshots — the English stories of
 *   each file have their own baselines in the ru project — and no theme matrix: contrast is a
 *   matter of colours, which the ru project already checks in every theme (docs/decisions/0037).
 *
 * `STORYBOOK_SCREENSHOTS=0` skips screenshot comparison, `STORYBOOK_THEME_MATRIX=0` the extra
 * themes (local iteration), `STORYBOOK_THEME_MATRIX=all` checks them after every story, not a sample.
 */
export function storybookProject(options: { name: string; locale: 'ru' | 'en'; screenshots: boolean; themeMatrix: boolean; groupOrder: number; excludeTags?: string[]; exclude?: string[] }) {
  return defineProject({
    // Read by vitest.setup.ts with `inject` (per project: two browser projects may share one
    // Vite server, so `define` would leak from one to the other).
    // `STORYBOOK_SCREENSHOTS=0` and `STORYBOOK_THEME_MATRIX=0` turn the parts off for local iteration.
    plugins: [
      storybookTest({
        configDir,
        initialGlobals: { ...(orgTheme ? { orgTheme } : {}), ...(options.locale === 'ru' ? {} : { locale: options.locale }) },
        ...(options.excludeTags ? { tags: { exclude: options.excludeTags } } : {}),
      }),
    ],
    // Modules that the vanilla-extract plugin imports into compiled `.css.ts` files are invisible to
    // the dependency scan; found late, they make Vite reload mid-run and fail a random test file on
    // a fresh clone. Pre-bundle them up front.
    optimizeDeps: {
      include: ['@gratia/ui > @vanilla-extract/recipes/createRuntimeFn', '@gratia/tokens > @vanilla-extract/dynamic', 'axe-core'],
    },
    test: {
      name: options.name,
      // Story files left to another project of the same group (see `RU_PARTS`).
      ...(options.exclude ? { exclude: options.exclude } : {}),
      // One file at a time: the parallel workers of a browser project are frames of one page, which
      // share its renderer's single thread; projects run side by side instead, each in a browser of
      // its own (docs/decisions/0038-test-schedule.md).
      maxWorkers: 1,
      provide: {
        storybookScreenshots: options.screenshots && process.env.STORYBOOK_SCREENSHOTS !== '0',
        storybookThemeMatrix: options.themeMatrix && process.env.STORYBOOK_THEME_MATRIX !== '0',
        storybookThemeMatrixAll: process.env.STORYBOOK_THEME_MATRIX === 'all',
        storybookOrgTheme: orgTheme ?? '',
      },
      // No retries: a story that needs one is a defect in the story (it must control its own time).
      retry: 0,
      // After the node suites, one browser project at a time, each with a page per core
      // (docs/decisions/0038-test-schedule.md).
      sequence: { groupOrder: options.groupOrder },
      // A long play function (a dozen key presses and requests, each re-rendering a table) took
      // over the browser default of 15 s while the server suites ran on the other core; each
      // step's own wait still fails fast when its state never comes.
      testTimeout: 30_000,
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
        commands: { emulateForcedColors },
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
}

/**
 * The Russian stories in two projects of about equal time, run side by side in two browsers (a
 * browser's frames share one renderer thread): `storybook` has the ui kit, the tokens and the
 * features areas of {@link FIRST_PART_AREAS}; `storybook-features` every other features area. The
 * features' stories play about twice as long as the ui kit's, so the split is by measured time, not
 * by count (docs/decisions/0048): move an area when one part ends minutes before the other.
 */
export const FIRST_PART_AREAS = ['shell', 'feed', 'thanks', 'notifications', 'market', 'history'] as const;
export const RU_PARTS = {
  first: FIRST_PART_AREAS.map((area) => `**/packages/features/src/${area}/**`),
  features: [`**/packages/features/src/!(${FIRST_PART_AREAS.join('|')})/**`],
} as const;

/** Project 'storybook' (ru; ui, tokens and the features areas of {@link FIRST_PART_AREAS}): `pnpm exec vitest run --project storybook`; both parts: `pnpm test:storybook`. */
export default storybookProject({
  name: 'storybook',
  locale: 'ru',
  screenshots: true,
  themeMatrix: true,
  groupOrder: 2,
  exclude: [...RU_PARTS.features, '**/node_modules/**'],
});

declare module 'vitest' {
  export interface ProvidedContext {
    /** Compare each story with its screenshot baseline. */
    storybookScreenshots: boolean;
    /** Re-check colour contrast in the other org themes after the sampled stories (vitest.setup.ts). */
    storybookThemeMatrix: boolean;
    /** Re-check it after every story (`STORYBOOK_THEME_MATRIX=all`). */
    storybookThemeMatrixAll: boolean;
    /** The org theme of the whole run ('' = each story's own). */
    storybookOrgTheme: string;
  }
}

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** Emulates `forced-colors: active` (true) or `none` (false) for the page. */
    emulateForcedColors: (active: boolean) => Promise<void>;
  }
}
