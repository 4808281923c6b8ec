/**
 * The 'challengeChains' namespace (docs/decisions/0022, 0043): imported by the chain widgets, so
 * their strings load with the chain screens only.
 */
import { registerAreaStrings } from '../i18n/index.ts';
import en from './i18n/chains.en.json';
import ru from './i18n/chains.ru.json';

registerAreaStrings('challengeChains', { ru, en });
