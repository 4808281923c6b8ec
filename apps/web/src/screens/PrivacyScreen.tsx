import { LegalDocument } from '@gratia/features';

/** /privacy_policy (SPEC §2 auth layout, Footer): the privacy policy in the UI language, with its PDF. */
export function Component() {
  return <LegalDocument name="privacy_policy" />;
}
