import { useTranslation } from 'react-i18next';
import { Inline } from '@gratia/ui';
import { mailtoUrl, telegramUrl, useContacts } from '../../instance/index.ts';
import * as css from './Footer.css.ts';

/** First year of the copyright line (SPEC §2 Footer: 2008–current year). */
export const COPYRIGHT_FROM = 2008;

/** Props of {@link Footer}. */
export interface FooterProps {
  /** The current year; default from the clock (stories pin it). */
  year?: number;
}

/**
 * The footer of the main layout (SPEC §2 Footer): the feedback e-mail (a mailto: link) and the
 * Telegram contact (`@nickname`, linked to https://t.me/nickname) of this installation — the
 * server's FEEDBACK_EMAIL and FEEDBACK_TELEGRAM ({@link useContacts}; one not configured is not
 * shown) —, links to the terms of use (/terms_of_use) and privacy policy (/privacy_policy), and
 * © 2008–current year.
 */
export function Footer({ year = new Date().getFullYear() }: FooterProps) {
  const { t } = useTranslation('shell');
  const { contacts } = useContacts();
  const { feedbackEmail, telegram } = contacts;
  return (
    <footer className={css.footer}>
      <Inline gap="md" align="baseline">
        {feedbackEmail && (
          <span className={css.contact}>
            {t('footer.feedback')}{' '}
            <a className={css.footerLink} href={mailtoUrl(feedbackEmail)}>
              {feedbackEmail}
            </a>
          </span>
        )}
        {telegram && (
          <span className={css.contact}>
            {t('footer.telegram')}{' '}
            <a className={css.footerLink} href={telegramUrl(telegram)} target="_blank" rel="noreferrer">
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
