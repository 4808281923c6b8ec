import { LegalDocument } from '@gratia/features';

/** /terms_of_use (SPEC §2 auth layout, Footer): the terms of use in the UI language, with its PDF. */
export function Component() {
  return <LegalDocument name="terms_of_use" />;
}
