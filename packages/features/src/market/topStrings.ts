/** The 'marketTop' namespace (docs/decisions/0022): the main page's top benefits block alone, so /main loads only these few strings of the area. */
import { registerAreaStrings } from '../i18n/index.ts';
import en from './i18n/top.en.json';
import ru from './i18n/top.ru.json';

registerAreaStrings('marketTop', { ru, en });
