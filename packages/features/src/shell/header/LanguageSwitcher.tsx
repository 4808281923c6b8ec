import { useTranslation } from 'react-i18next';
import { Box, Button, Select } from '@gratia/ui';
import { useErrorToast } from '../../errors/index.ts';
import { changeLanguage, isLanguage, LANGUAGES, type Language } from '../../i18n/index.ts';
import { useSaveLanguage } from '../../profile/index.ts';
import * as css from './header.css.ts';

/** Props of {@link LanguageSwitcher}. */
export interface LanguageSwitcherProps {
  /** Also save the choice in the profile settings (PUT /api/profile/settings); for signed-in layouts. */
  saveToProfile?: boolean;
  /**
   * On phones (< 768 px) show a small button with the other language's code ('EN' / 'RU') that
   * switches to it, instead of the select (the header has no room for it there). Default false.
   */
  compactOnPhone?: boolean;
}

/**
 * ru/en switch (SPEC §1 Languages): changes the i18next language and keeps it in local storage
 * under `lang`; with `saveToProfile` also in the profile settings (`details.language`), so the
 * choice survives a reload and another device. A failed save shows the error toast; the switch stays.
 * With `compactOnPhone` phones get a one-tap button to the other language instead of the select.
 */
export function LanguageSwitcher({ saveToProfile = false, compactOnPhone = false }: LanguageSwitcherProps) {
  const { t, i18n } = useTranslation('common');
  const save = useSaveLanguage();
  const showError = useErrorToast();
  const current = isLanguage(i18n.language) ? i18n.language : 'ru';
  const choose = async (lng: Language) => {
    await changeLanguage(i18n, lng);
    if (saveToProfile) await save(lng).catch(showError);
  };
  const other: Language = current === 'ru' ? 'en' : 'ru';
  return (
    <Box className={css.language} data-language={current}>
      {compactOnPhone && (
        <span className={css.phoneOnlyInline}>
          <Button variant="ghost" size="sm" aria-label={`${other.toUpperCase()} — ${t('language.switchTo', { language: t(`language.${other}`) })}`} onPress={() => void choose(other)}>
            {other.toUpperCase()}
          </Button>
        </span>
      )}
      <span className={compactOnPhone ? css.notOnPhone : undefined}>
        <Select
          label={t('language.label')}
          isLabelHidden
          items={LANGUAGES.map((lng) => ({ id: lng, label: t(`language.${lng}`) }))}
          selectedKey={current}
          onSelectionChange={(key: string | number | null) => {
            if (isLanguage(key)) void choose(key);
          }}
        />
      </span>
    </Box>
  );
}
