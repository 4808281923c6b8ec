import { Box } from '@gratia/ui';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import * as css from './header.css.ts';

/** The product's name as the header shows it when no organization logo applies ('Gratia', in the accent colour). */
export function ProductName() {
  return <span className={css.logoText}>Gratia</span>;
}

/**
 * The header of the layouts without a member bar (SPEC §2: challenge and onboarding layouts): the
 * product name and the language switch, nothing about the member. `saveLanguageToProfile` also
 * saves the chosen language in the profile settings (signed-in layouts).
 */
export function BrandHeader({ saveLanguageToProfile = false }: { saveLanguageToProfile?: boolean }) {
  return (
    <header className={css.header}>
      <ProductName />
      <Box className={css.spacer} />
      <LanguageSwitcher saveToProfile={saveLanguageToProfile} />
    </header>
  );
}
