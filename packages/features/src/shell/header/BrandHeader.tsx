import { Box, Link } from '@gratia/ui';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import * as css from './header.css.ts';

/**
 * A wordmark: the name set as a brand mark — a square in the accent colour with its initial, then
 * the name in bold. The header shows the community's when it has no logo image.
 */
export function Wordmark({ name }: { name: string }) {
  return (
    <span className={css.wordmark}>
      <span aria-hidden className={css.wordmarkMark}>
        {name.trim().charAt(0).toUpperCase()}
      </span>
      <span className={css.logoText}>{name}</span>
    </span>
  );
}

/** The product's name as the header shows it when no organization applies: the 'Gratia' {@link Wordmark}. */
export function ProductName() {
  return <Wordmark name="Gratia" />;
}

/**
 * The header of the layouts without a member bar (SPEC §2: challenge and onboarding layouts): the
 * product name and the language switch, nothing about the member. `saveLanguageToProfile` also
 * saves the chosen language in the profile settings (signed-in layouts); `homeHref` makes the
 * product name a link there (the challenge layout's leads to /login, docs/decisions/0043).
 */
export function BrandHeader({ saveLanguageToProfile = false, homeHref }: { saveLanguageToProfile?: boolean; homeHref?: string }) {
  return (
    <header className={css.header}>
      {homeHref ? (
        <Link href={homeHref} className={css.logoAnchor}>
          <span className={css.logoLink}>
            <ProductName />
          </span>
        </Link>
      ) : (
        <ProductName />
      )}
      <Box className={css.spacer} />
      <LanguageSwitcher saveToProfile={saveLanguageToProfile} />
    </header>
  );
}
