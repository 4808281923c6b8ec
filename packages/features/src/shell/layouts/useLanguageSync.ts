import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, isLanguage } from '../../i18n/index.ts';
import { useProfileSettings } from '../../profile/index.ts';

/**
 * SPEC §1, §7: 500 ms after the layout mounts, GET /api/profile/settings; its `details.language`
 * wins over the one in local storage (and is written there). Use it in every layout except auth
 * and challenge. Applied once per mount, and not when the user switched language meanwhile.
 */
export function useLanguageSync(options: { enabled?: boolean; delayMs?: number } = {}): void {
  const { i18n } = useTranslation();
  const settings = useProfileSettings(options);
  const applied = useRef(false);
  const startLanguage = useRef(i18n.language);
  const language = settings.data?.details.language;
  useEffect(() => {
    if (applied.current || !isLanguage(language)) return;
    applied.current = true;
    if (i18n.language !== startLanguage.current) return;
    // Strings that cannot load (docs/decisions/0030) leave the page in its language.
    if (language !== i18n.language) changeLanguage(i18n, language).catch(() => undefined);
  }, [language, i18n]);
}

/**
 * {@link useLanguageSync} as a component that renders nothing: a layout renders it, so the
 * deferred settings request and its answer re-render this alone, not the layout's whole page.
 */
export function LanguageSync(props: { enabled?: boolean; delayMs?: number }): null {
  useLanguageSync(props);
  return null;
}
