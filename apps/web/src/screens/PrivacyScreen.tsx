import { LegalDocument } from '@gratia/features';

/** /privacy_policy (SPEC §2 auth layout): the privacy policy PDF. */
export function Component() {
  return <LegalDocument name="privacy_policy" />;
}
