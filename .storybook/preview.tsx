import './zodJitless.ts';
import '@gratia/tokens/fonts';
import type { Decorator, Preview } from '@storybook/react-vite';
import { I18nextProvider } from 'react-i18next';
import { I18nProvider } from 'react-aria-components';
import { applyOrgTheme, themePresets } from '@gratia/tokens';
import { ToastProvider } from '@gratia/ui';
import { i18n, type Locale } from './i18n.ts';
import { allModes } from './modes.ts';

type ThemeName = keyof typeof themePresets;

const THEME_TITLES: Record<ThemeName, string> = {
  default: 'Gratia (default)',
  forest: 'Forest (second brand)',
  dark: 'Dark (dark surfaces)',
  lowContrast: 'Low contrast (stress)',
};

const ARIA_LOCALES: Record<Locale, string> = { ru: 'ru-RU', en: 'en-US' };

/**
 * Locale: switches the shared i18next instance and react-aria's locale (number and date
 * formatting, built-in strings), and sets `<html lang>` so screen readers and axe agree.
 */
const withLocale: Decorator = (Story, context) => {
  const locale: Locale = context.globals.locale === 'en' ? 'en' : 'ru';
  if (i18n.language !== locale) void i18n.changeLanguage(locale);
  document.documentElement.lang = locale;
  return (
    <I18nextProvider i18n={i18n}>
      <I18nProvider locale={ARIA_LOCALES[locale]}>
        <Story />
      </I18nProvider>
    </I18nextProvider>
  );
};

/**
 * Organization theme: writes the preset's colors_json onto `document.documentElement`, exactly as
 * the app does, so dialogs, popovers and toasts that portal to `body` are themed too.
 */
const withOrgTheme: Decorator = (Story, context) => {
  const name = context.globals.orgTheme as ThemeName;
  applyOrgTheme(themePresets[name] ?? themePresets.default, document.documentElement);
  return <Story />;
};

/** Every story gets the toast region, as the app shell provides it (SPEC §8). */
const withToasts: Decorator = (Story) => (
  <ToastProvider>
    <Story />
  </ToastProvider>
);

/**
 * `parameters.forcedColors: 'active'` renders the story in forced colours (Windows High Contrast)
 * when the test runner provides the emulation (vitest.setup.ts); in the Storybook UI, turn on
 * "Emulate CSS media feature forced-colors" in the browser's rendering tools to see it.
 */
const emulateForcedColors: NonNullable<Preview['beforeEach']> = async ({ parameters }) => {
  const emulate = (globalThis as { __gratiaEmulateForcedColors?: (active: boolean) => Promise<void> }).__gratiaEmulateForcedColors;
  await emulate?.(parameters.forcedColors === 'active');
};

/** Tells the story tests whether this story's toasts close on their timers (`parameters.toastTimers: 'run'`); see vitest.setup.ts. */
const toastTimers: NonNullable<Preview['beforeEach']> = ({ parameters }) => {
  const set = (globalThis as { __gratiaRunToastTimers?: (run: boolean) => void }).__gratiaRunToastTimers;
  set?.(parameters.toastTimers === 'run');
};

const preview: Preview = {
  beforeEach: [emulateForcedColors, toastTimers],
  // Applied bottom-up: theme and locale wrap the toast region, so toasts are themed and translated.
  decorators: [withToasts, withLocale, withOrgTheme],
  globalTypes: {
    locale: {
      description: 'Interface language',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'ru', title: 'Русский', right: 'ru' },
          { value: 'en', title: 'English', right: 'en' },
        ],
        dynamicTitle: true,
      },
    },
    orgTheme: {
      description: "Organization theme (colors_json preset)",
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: (Object.keys(themePresets) as ThemeName[]).map((value) => ({ value, title: THEME_TITLES[value] ?? value })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    locale: 'ru',
    orgTheme: 'default',
    viewport: { value: 'desktop', isRotated: false },
  },
  parameters: {
    layout: 'padded',
    // `pnpm chromatic` (token from CHROMATIC_PROJECT_TOKEN): locale × theme × viewport per story.
    chromatic: { modes: allModes },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: {
      options: {
        desktop: { name: 'Desktop', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
        tablet: { name: 'Tablet', styles: { width: '834px', height: '1112px' }, type: 'tablet' },
        phone: { name: 'Phone', styles: { width: '375px', height: '740px' }, type: 'mobile' },
      },
    },
    // axe runs on every story; a violation fails the story test (ARCHITECTURE: "Stories first").
    // react-aria's live announcer (a visually hidden log in <body>) briefly keeps `role="img"`
    // nodes that point at elements a story may already have removed; it is not page content.
    a11y: { test: 'error', context: { include: 'body', exclude: '[data-live-announcer]' } },
  },
  tags: ['autodocs'],
};

export default preview;
