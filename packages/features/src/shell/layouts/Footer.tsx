import { useTranslation } from 'react-i18next';
import { Inline } from '@gratia/ui';
import { useShellConfig } from '../config/index.ts';
import * as css from './Footer.css.ts';

/** First year of the copyright line (SPEC §2 Footer: 2008–current year). */
export const COPYRIGHT_FROM = 2008;

/** Props of {@link Footer}. */
export interface FooterProps {
  /** The current year; default from the clock (stories pin it). */
  year?: number;
}

/**
 * The footer of the main layout (SPEC §2 Footer): the feedback e-mail (mailto:) and Telegram
 * contact of this installation (from {@link useShellConfig}; a missing one is not shown), links to
 * the terms of use (/terms_of_use) and privacy policy (/privacy_policy), and © 2008–current year.
 */
export function Footer({ year = new Date().getFullYear() }: FooterProps) {
  const { t } = useTranslation('shell');
  const { contacts } = useShellConfig();
  const telegram = contacts.telegram?.replace(/^@/, '');
  return (
    <footer className={css.footer}>
      <Inline gap="md" align="baseline">
        {contacts.feedbackEmail && (
          <span>
            {t('footer.feedback')}{' '}
            <a className={css.footerLink} href={`mailto:${contacts.feedbackEmail}`}>
              {contacts.feedbackEmail}
            </a>
          </span>
        )}
        {telegram && (
          <span>
            {t('footer.telegram')}{' '}
            <a className={css.footerLink} href={`https://t.me/${telegram}`} target="_blank" rel="noreferrer">
              @{telegram}
            </a>
          </span>
        )}
      </Inline>
      <Inline gap="md" align="baseline">
        <a className={css.footerLink} href="/terms_of_use">
          {t('footer.terms')}
        </a>
        <a className={css.footerLink} href="/privacy_policy">
          {t('footer.privacy')}
        </a>
        <span>{t('footer.copyright', { from: COPYRIGHT_FROM, to: year })}</span>
      </Inline>
    </footer>
  );
}
