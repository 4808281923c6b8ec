/**
 * The start-up strings in English (docs/decisions/0030): the namespaces every page may show (see
 * `featureNamespaces` in resources.ts) and @gratia/ui's `ui`. A page in English loads this module and
 * not its counterpart in the other language; the areas that only some screens show keep their
 * own catalogues (areaStrings.ts, decision 0022).
 */
import { uiStringsEn } from '@gratia/ui';
import common from '../en.json';
import auth from '../../auth/i18n/en.json';
import balance from '../../balance/i18n/en.json';
import values from '../../values/i18n/en.json';
import thanks from '../../thanks/i18n/en.json';
import feed from '../../feed/i18n/en.json';
import shell from '../../shell/i18n/en.json';
import history from '../../history/i18n/en.json';
import legal from '../../legal/i18n/en.json';
import notifications from '../../notifications/i18n/en.json';

/** The feature namespaces in English, by namespace (without `ui`). */
export const featureStringsEn = { common, auth, balance, values, thanks, feed, shell, history, legal, notifications };

/** Every start-up namespace in English, `ui` included: one language's i18next resources. */
export const startupStringsEn = { ...featureStringsEn, ui: uiStringsEn };
