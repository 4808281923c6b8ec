/**
 * One language per page (docs/decisions/0030): the start-up strings of each language are a chunk
 * of their own, loaded on demand. The server puts the chunk of the page's language among the
 * page's preloaded modules ({@link CATALOGUE_MODULES}, through entry-server.tsx); main.tsx loads
 * it before hydrating, and a switch of language loads the other one first ({@link loadCatalogue}).
 */
import type { Language, StartupStrings } from '@gratia/features';

/** Build-manifest keys of each language's start-up strings module (`dist/.vite/manifest.json`). */
export const CATALOGUE_MODULES: Record<Language, string> = { ru: 'src/i18n/ru.ts', en: 'src/i18n/en.ts' };

/** The start-up strings of `language`, by namespace: a dynamic import of its module, fetched once. */
export async function loadCatalogue(language: Language): Promise<StartupStrings> {
  const module = language === 'en' ? await import('./en.ts') : await import('./ru.ts');
  return module.default;
}
