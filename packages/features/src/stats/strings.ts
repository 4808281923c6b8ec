/** The 'stats' namespace (docs/decisions/0022): imported by the area's widget, so its strings load with the main page. */
import { registerAreaStrings } from '../i18n/index.ts';
import en from './i18n/en.json';
import ru from './i18n/ru.json';

registerAreaStrings('stats', { ru, en });
