export { LocaleProvider, ARIA_LOCALES, type LocaleProviderProps } from './LocaleProvider.tsx';
