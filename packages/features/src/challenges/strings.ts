/**
 * The 'challenges' namespace (docs/decisions/0022): imported by the area's widgets, so its strings
 * load with the challenge screens. The catalogue is three files per language, merged here: the
 * shared words (`i18n/<lang>.json`: states, winner rules, sponsors, the lists and cards), the form
 * (`form`) and the detail page (`detail`). The main page's top block has a namespace of its own
 * (`topStrings.ts`), so the main page does not load the rest.
 */
import { registerAreaStrings } from '../i18n/index.ts';
import en from './i18n/en.json';
import ru from './i18n/ru.json';
import detailEn from './i18n/detail.en.json';
import detailRu from './i18n/detail.ru.json';
import formEn from './i18n/form.en.json';
import formRu from './i18n/form.ru.json';

registerAreaStrings('challenges', { ru: { ...ru, form: formRu, detail: detailRu }, en: { ...en, form: formEn, detail: detailEn } });
