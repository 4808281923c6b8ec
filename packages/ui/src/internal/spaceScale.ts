import { vars } from '@gratia/tokens';

/** Keys of the space scale (`vars.space`), as layout props take them. */
export type Space = keyof typeof vars.space;

/** Builds one recipe variant per space key: `{ md: { [property]: vars.space.md }, … }`. */
export function spaceVariants<P extends string>(property: P): Record<Space, Record<P, string>> {
  const out = {} as Record<Space, Record<P, string>>;
  for (const key of Object.keys(vars.space) as Space[]) {
    out[key] = { [property]: vars.space[key] } as Record<P, string>;
  }
  return out;
}
