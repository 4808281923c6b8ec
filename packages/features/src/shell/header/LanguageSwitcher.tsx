import { useTranslation } from 'react-i18next';
import { Box, Select } from '@gratia/ui';
import { useErrorToast } from '../../errors/index.ts';
import { changeLanguage, isLanguage, LANGUAGES, type Language } from '../../i18n/index.ts';
import { useSaveLanguage } from '../../profile/index.ts';
import * as css from './header.css.ts';

/** Props of {@link LanguageSwitcher}. */
export interface LanguageSwitcherProps {
  /** Also save the choice in the profile settings (PUT /api/profile/settings); for signed-in layouts. */
  saveToProfile?: boolean;
}

/**
 * ru/en switch (SPEC §1 Languages), the same select at every size: 'Русский ▾' / 'English ▾', on
 * phones (< 768 px) 'RU ▾' / 'EN ▾' with the full name as its accessible name. Changes the i18next
 * language and keeps it in local storage under `lang`; with `saveToProfile` also in the profile
 * settings (`details.language`), so the choice survives a reload and another device. The chosen
 * language's strings load first when the page lacks them (docs/decisions/0030); if they cannot,
 * the error toast shows and the language stays. A failed save shows the error toast; the switch
 * stays.
 */
export function LanguageSwitcher({ saveToProfile = false }: LanguageSwitcherProps) {
  const { t, i18n } = useTranslation('common');
  const save = useSaveLanguage();
  const showError = useErrorToast();
  const current = isLanguage(i18n.language) ? i18n.language : 'ru';
  const choose = async (lng: Language) => {
    let switched: boolean;
    try {
      switched = await changeLanguage(i18n, lng);
    } catch (error) {
      // The language's strings did not load (decision 0030): the page stays in its language.
      showError(error);
      return;
    }
    // A later choice made while this one loaded is the one saved.
    if (switched && saveToProfile) await save(lng).catch(showError);
  };
  return (
    <Box className={css.language} data-language={current}>
      <Select
        label={t('language.label')}
        isLabelHidden
        items={LANGUAGES.map((lng) => ({ id: lng, label: t(`language.${lng}`), shortLabel: lng.toUpperCase() }))}
        selectedKey={current}
        onSelectionChange={(key: string | number | null) => {
          if (isLanguage(key)) void choose(key);
        }}
      />
    </Box>
  );
}
