import { LegalDocument } from '@gratia/features';

/** /terms_of_use (SPEC §2 auth layout): the terms of use PDF. */
export function Component() {
  return <LegalDocument name="terms_of_use" />;
}
