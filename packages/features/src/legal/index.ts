/** legal — the terms of use and the privacy policy (SPEC §2 Footer, auth layout). */
export { LegalDocument, type LegalDocumentName } from './LegalDocument.tsx';
