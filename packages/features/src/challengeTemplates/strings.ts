/**
 * The 'challengeTemplates' namespace (docs/decisions/0022, 0044): imported by the area's widgets,
 * so its strings load with the screens that show templates (/challenge_templates and the new
 * challenge form started from a template).
 */
import { registerAreaStrings } from '../i18n/index.ts';
import en from './i18n/en.json';
import ru from './i18n/ru.json';

registerAreaStrings('challengeTemplates', { ru, en });
