/**
 * The string catalogues of the areas that only some screens show (docs/decisions/0022): each such
 * area registers its namespace from the modules of its widgets (`<area>/strings.ts`), so the
 * strings load with the screen that shows them instead of with every page. Every i18next instance
 * made by `createI18n` receives every catalogue registered before or after it was made.
 */
import type { i18n } from 'i18next';

/** An area's catalogue: its strings in ru and en (the namespace's JSON files). */
export interface AreaStrings {
  ru: Record<string, unknown>;
  en: Record<string, unknown>;
}

const registry = new Map<string, AreaStrings>();
/** The instances to add later registrations to; held weakly, as stories and tests make many. */
const instances = new Set<WeakRef<i18n>>();

function addTo(instance: i18n, ns: string, strings: AreaStrings): void {
  instance.addResourceBundle('ru', ns, strings.ru, true, false);
  instance.addResourceBundle('en', ns, strings.en, true, false);
}

/** Registers namespace `ns` with its strings (once; a second registration of `ns` is ignored) and adds it to every live instance. */
export function registerAreaStrings(ns: string, strings: AreaStrings): void {
  if (registry.has(ns)) return;
  registry.set(ns, strings);
  for (const ref of instances) {
    const instance = ref.deref();
    if (instance) addTo(instance, ns, strings);
    else instances.delete(ref);
  }
}

/** Gives `instance` every catalogue registered so far and those registered later. */
export function attachAreaStrings(instance: i18n): void {
  instances.add(new WeakRef(instance));
  for (const [ns, strings] of registry) addTo(instance, ns, strings);
}

/** Every registered catalogue by namespace (the key checks of the catalogues read it). */
export function registeredAreaStrings(): ReadonlyMap<string, AreaStrings> {
  return registry;
}
