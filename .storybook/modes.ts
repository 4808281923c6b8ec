import { themePresets } from '@gratia/tokens';
import { LOCALES } from './i18n.ts';

/** The viewports of `parameters.viewport.options` in preview.tsx. */
export const VIEWPORTS = ['desktop', 'tablet', 'phone'] as const;

type Mode = { locale: string; orgTheme: string; viewport: string };

/**
 * Chromatic modes: every story is snapshotted in each locale × org theme × viewport, with the
 * same globals the toolbar sets (`locale`, `orgTheme`, `viewport`). Names read like
 * "ru forest phone". A story can narrow the matrix with its own `parameters.chromatic.modes`,
 * e.g. `{ 'ru default desktop': allModes['ru default desktop'] }`.
 */
export const allModes: Record<string, Mode> = {};
for (const locale of LOCALES) {
  for (const orgTheme of Object.keys(themePresets)) {
    for (const viewport of VIEWPORTS) {
      allModes[`${locale} ${orgTheme} ${viewport}`] = { locale, orgTheme, viewport };
    }
  }
}
