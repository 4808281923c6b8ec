/**
 * The 'marketAdmin' namespace (docs/decisions/0022, 0046): imported by the market administration's
 * widgets, so its strings load with /admin_market_goods, /admin_market_purchases and the market
 * report of /analytics only.
 */
import { registerAreaStrings } from '../../i18n/index.ts';
import en from './i18n/en.json';
import ru from './i18n/ru.json';

registerAreaStrings('marketAdmin', { ru, en });
