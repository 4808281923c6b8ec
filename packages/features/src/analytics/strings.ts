/** The 'analytics' namespace (docs/decisions/0022): imported by the area's widgets, so its strings load with /analytics. */
import { registerAreaStrings } from '../i18n/index.ts';
import en from './i18n/en.json';
import ru from './i18n/ru.json';

registerAreaStrings('analytics', { ru, en });
