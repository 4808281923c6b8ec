/**
 * One language per page (docs/decisions/0030): each language's start-up strings are a chunk of
 * their own, and a page's scripts hold its language's strings and not the other's — read from the
 * build's manifest and chunks, as `pnpm size` does.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resources, type Language } from '@gratia/features';
import { BUDGETS, measureRoutes } from '../budget/bundleBudget.ts';
import { CATALOGUE_MODULES, loadCatalogue } from './catalogue.ts';

const dist = path.resolve(import.meta.dirname, '..', '..', 'dist');
const built = fs.existsSync(path.join(dist, '.vite', 'manifest.json'));

/** Every string of a catalogue (the leaves of its nested objects). */
function leaves(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap(leaves);
}

/**
 * The start-up strings of `language` that only that language has and that a bundle holds as
 * they are written (long enough to be unmistakable; no character a string literal escapes).
 */
function ownStrings(language: Language): string[] {
  const other = new Set(leaves(resources[language === 'ru' ? 'en' : 'ru']));
  return [...new Set(leaves(resources[language]))].filter((text) => text.length >= 12 && !other.has(text) && !/[\\`"'\n$]/.test(text));
}

type Manifest = Record<string, { file: string; isEntry?: boolean; isDynamicEntry?: boolean; dynamicImports?: string[] }>;

describe('one language per page (docs/decisions/0030)', () => {
  it('loads the start-up strings of the language asked for', async () => {
    await expect(loadCatalogue('ru')).resolves.toBe(resources.ru);
    await expect(loadCatalogue('en')).resolves.toBe(resources.en);
  });

  describe.runIf(built)('in the build (apps/web/dist, written by `pnpm build` before `pnpm test` runs)', () => {
    const manifest = built ? (JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest) : {};
    const chunkOf = (language: Language) => manifest[CATALOGUE_MODULES[language]]?.file ?? '';
    const read = (file: string) => fs.readFileSync(path.join(dist, file), 'utf8');
    /** Every script of the build but the two languages' string chunks. */
    const otherScripts = () =>
      fs
        .readdirSync(path.join(dist, 'assets'))
        .filter((name) => name.endsWith('.js'))
        .map((name) => `assets/${name}`)
        .filter((file) => file !== chunkOf('ru') && file !== chunkOf('en'))
        .map(read);

    it('has a chunk of its own for each language’s start-up strings, loaded on demand', () => {
      const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
      for (const key of Object.values(CATALOGUE_MODULES)) {
        expect(manifest[key]?.isDynamicEntry, key).toBe(true);
        expect(entry?.dynamicImports).toContain(key);
      }
      expect(chunkOf('ru')).not.toBe(chunkOf('en'));
    });

    it.each(['ru', 'en'] as const)('puts the start-up strings only into the %s chunk (but for texts an area or a library also writes)', (language) => {
      const own = ownStrings(language);
      expect(own.length).toBeGreaterThan(100);
      const chunk = read(chunkOf(language));
      expect(own.filter((text) => !chunk.includes(text))).toEqual([]);
      const others = otherScripts();
      const elsewhere = own.filter((text) => others.some((script) => script.includes(text)));
      expect(elsewhere.length / own.length).toBeLessThan(0.1);
    });

    it.each([
      ['ru', 'en'],
      ['en', 'ru'],
    ] as const)('gives a page in %s its own start-up strings and none of %s', (language, other) => {
      const files = new Set(measureRoutes(dist, BUDGETS, language).flatMap((size) => size.files));
      expect(files).toContain(chunkOf(language));
      expect(files).not.toContain(chunkOf(other));
      const scripts = [...files].map(read).join('\n');
      const others = otherScripts();
      // The other language's strings that no other chunk writes: none may reach the page.
      const foreign = ownStrings(other).filter((text) => !others.some((script) => script.includes(text)));
      expect(foreign.length).toBeGreaterThan(100);
      expect(foreign.filter((text) => scripts.includes(text))).toEqual([]);
    });
  });
});
