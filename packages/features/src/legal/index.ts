/**
 * legal — the terms of use and the privacy policy (SPEC §2 Footer, auth layout): the page of each
 * in the UI language, their texts (one JSON per language in `documents/`, which the PDFs are also
 * made from) and the path of each PDF.
 */
export { LegalDocument, type LegalDocumentProps } from './LegalDocument.tsx';
export {
  LEGAL_DOCUMENTS,
  legalPdfPath,
  legalTexts,
  type ContactsParagraph,
  type LegalBlock,
  type LegalDocumentName,
  type LegalSection,
  type LegalText,
} from './documents.ts';
