import type { Language } from '../i18n/index.ts';
import en from './documents/en.json';
import ru from './documents/ru.json';

/**
 * The texts of the legal documents (SPEC §2 Footer: terms of use, privacy policy), one JSON file
 * per language in `documents/`. The page ({@link LegalDocument}) and the PDFs
 * (`apps/web/scripts/legal-pdfs.mjs`, `/legal/{name}.{lang}.pdf`) are both made from them, so the
 * page and its download never say different things.
 */

/** The legal documents of the product: `/terms_of_use` and `/privacy_policy`. */
export type LegalDocumentName = 'terms_of_use' | 'privacy_policy';

/** Every legal document, in the footer's order. */
export const LEGAL_DOCUMENTS: readonly LegalDocumentName[] = ['terms_of_use', 'privacy_policy'];

/** Where a paragraph names the installation's contacts (`{{contacts}}` of {@link ContactsParagraph}). */
export const CONTACTS_PLACEHOLDER = '{{contacts}}';

/**
 * A paragraph that tells where to write. The page shows `withContacts` — its
 * {@link CONTACTS_PLACEHOLDER} replaced by the e-mail and Telegram links of GET
 * /api/instance/contacts — or `withoutContacts` when the installation has none; the PDF, made
 * before any installation is configured, says `print`.
 */
export interface ContactsParagraph {
  withContacts: string;
  withoutContacts: string;
  print: string;
}

/** A block of a section: a paragraph, a bulleted list, or a {@link ContactsParagraph}. */
export type LegalBlock = string | { list: string[] } | ContactsParagraph;

/** A numbered section: its heading (without the number) and its blocks. */
export interface LegalSection {
  heading: string;
  blocks: LegalBlock[];
}

/** One document in one language. `updated` is the day of its last change, `YYYY-MM-DD`. */
export interface LegalText {
  title: string;
  updated: string;
  /** Paragraphs before the first section. */
  lead: string[];
  sections: LegalSection[];
}

/** Every document and language: `legalTexts[lang][name]`. Adding a language without its texts is a type error. */
export const legalTexts: Record<Language, Record<LegalDocumentName, LegalText>> = { ru, en };

/** True when `block` is a {@link ContactsParagraph}. */
export function isContactsParagraph(block: LegalBlock): block is ContactsParagraph {
  return typeof block === 'object' && 'withContacts' in block;
}

/** The PDF of a document in a language, e.g. `/legal/terms_of_use.en.pdf` (apps/web/public/legal). */
export function legalPdfPath(name: LegalDocumentName, lang: Language): string {
  return `/legal/${name}.${lang}.pdf`;
}
