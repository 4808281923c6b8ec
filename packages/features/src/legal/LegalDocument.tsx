import { Trans, useTranslation } from 'react-i18next';
import { Heading, Inline, Link, Stack, Text } from '@gratia/ui';
import type { InstanceContacts } from '@gratia/contracts';
import { useSession } from '../auth/index.ts';
import { formatDay, isLanguage, type Language } from '../i18n/index.ts';
import { mailtoUrl, telegramUrl, useContacts } from '../instance/index.ts';
import {
  CONTACTS_PLACEHOLDER,
  isContactsParagraph,
  legalPdfPath,
  legalTexts,
  type LegalBlock,
  type LegalDocumentName,
} from './documents.ts';
import * as css from './LegalDocument.css.ts';

/** Props of {@link LegalDocument}. */
export interface LegalDocumentProps {
  /** Which document: the terms of use or the privacy policy. */
  name: LegalDocumentName;
}

/**
 * A legal document as a page (SPEC §2 Footer: terms of use and privacy policy; auth layout, reading
 * width): a link back — "Back to the app" (/main) for a signed-in member, "To sign-in" (/login)
 * otherwise, asked from GET /api/auth/session —, the title, the day of the last update, the PDF of
 * the same text in the same language to download (`/legal/{name}.{lang}.pdf`,
 * `data-testid=legal-pdf-link`), then the lead and the numbered sections in the UI language
 * (switching the language switches the text). Where it says where to write, it names this
 * installation's feedback e-mail and Telegram (GET /api/instance/contacts), or only the community
 * administrator when there are none. Texts: `legal/documents/{lang}.json`.
 */
export function LegalDocument({ name }: LegalDocumentProps) {
  const { t, i18n } = useTranslation('legal');
  const lang: Language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'ru';
  const doc = legalTexts[lang][name];
  const { contacts } = useContacts();
  return (
    <Stack as="section" gap="lg" className={css.document} aria-labelledby={`legal-${name}`}>
      <BackLink />
      <Stack gap="sm">
        <Heading level={1} size={2} id={`legal-${name}`}>
          {doc.title}
        </Heading>
        <Inline gap="md" align="baseline">
          <Text tone="muted" size="sm">
            {t('updated')} <time dateTime={doc.updated}>{formatDay(doc.updated, lang)}</time>
          </Text>
          <Text as="span" size="sm">
            <Link href={legalPdfPath(name, lang)} download data-testid="legal-pdf-link">
              {t('download')}
            </Link>
          </Text>
        </Inline>
      </Stack>
      {doc.lead.map((text) => (
        <Text key={text}>
          {text}
        </Text>
      ))}
      {doc.sections.map((section, index) => (
        <Stack as="section" gap="sm" key={section.heading}>
          <Heading level={2} size={3}>
            {index + 1}. {section.heading}
          </Heading>
          {section.blocks.map((block, i) => (
            <Block key={i} block={block} contacts={contacts} />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}

/** One block of a section: a paragraph, a bulleted list, or the paragraph naming the contacts. */
function Block({ block, contacts }: { block: LegalBlock; contacts: InstanceContacts }) {
  if (typeof block === 'string') return <Text>{block}</Text>;
  if (!isContactsParagraph(block)) {
    return (
      <ul className={css.list}>
        {block.list.map((item) => (
          <li key={item}>
            <Text as="span">{item}</Text>
          </li>
        ))}
      </ul>
    );
  }
  if (!contacts.feedbackEmail && !contacts.telegram) return <Text>{block.withoutContacts}</Text>;
  const [before, after] = block.withContacts.split(CONTACTS_PLACEHOLDER);
  return (
    <Text data-testid="legal-contacts">
      {before}
      <ContactsPhrase contacts={contacts} />
      {after}
    </Text>
  );
}

/**
 * The contacts inside a sentence: "на адрес <e-mail> или в Telegram @<nickname>" / "to <e-mail> or
 * to @<nickname> on Telegram", or the one of them that is configured; each a link.
 */
function ContactsPhrase({ contacts }: { contacts: InstanceContacts }) {
  const { t } = useTranslation('legal');
  const { feedbackEmail: email, telegram } = contacts;
  const key = email && telegram ? 'contacts.both' : email ? 'contacts.email' : 'contacts.telegram';
  return (
    <Trans
      t={t}
      i18nKey={key}
      values={{ email, telegram }}
      components={{
        email: <Link href={email ? mailtoUrl(email) : undefined}>{email}</Link>,
        telegram: (
          <Link href={telegram ? telegramUrl(telegram) : undefined} target="_blank" rel="noreferrer">
            {telegram}
          </Link>
        ),
      }}
    />
  );
}

/**
 * Back where the reader came from: to the app (/main) when signed in, to sign-in (/login)
 * otherwise. Until GET /api/auth/session answers, its line is kept (hidden), so the title does not
 * move when it appears.
 */
function BackLink() {
  const { t } = useTranslation('legal');
  const session = useSession();
  if (session.data === undefined && !session.error) {
    return (
      <Text size="sm" className={css.pending} aria-hidden>
        {t('backToSignIn')}
      </Text>
    );
  }
  const signedIn = session.data?.signedIn === true;
  return (
    <Text size="sm">
      <Link href={signedIn ? '/main' : '/login'} data-testid="legal-back">
        {signedIn ? t('backToApp') : t('backToSignIn')}
      </Link>
    </Text>
  );
}

