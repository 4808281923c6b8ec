/**
 * The 'market' namespace (docs/decisions/0022): imported by the area's widgets, so its strings load
 * with the market's screens (/market, /market_orders, the public catalogue). The main page's top
 * benefits block has a namespace of its own (`topStrings.ts`), so /main does not load these.
 */
import { registerAreaStrings } from '../i18n/index.ts';
import en from './i18n/en.json';
import ru from './i18n/ru.json';

registerAreaStrings('market', { ru, en });
