/**
 * The start-up strings in Russian (docs/decisions/0030): the namespaces every page may show (see
 * `featureNamespaces` in resources.ts) and @gratia/ui's `ui`. A page in Russian loads this module and
 * not its counterpart in the other language; the areas that only some screens show keep their
 * own catalogues (areaStrings.ts, decision 0022).
 */
import { uiStringsRu } from '@gratia/ui';
import common from '../ru.json';
import auth from '../../auth/i18n/ru.json';
import balance from '../../balance/i18n/ru.json';
import values from '../../values/i18n/ru.json';
import thanks from '../../thanks/i18n/ru.json';
import feed from '../../feed/i18n/ru.json';
import shell from '../../shell/i18n/ru.json';
import history from '../../history/i18n/ru.json';
import legal from '../../legal/i18n/ru.json';
import notifications from '../../notifications/i18n/ru.json';

/** The feature namespaces in Russian, by namespace (without `ui`). */
export const featureStringsRu = { common, auth, balance, values, thanks, feed, shell, history, legal, notifications };

/** Every start-up namespace in Russian, `ui` included: one language's i18next resources. */
export const startupStringsRu = { ...featureStringsRu, ui: uiStringsRu };
