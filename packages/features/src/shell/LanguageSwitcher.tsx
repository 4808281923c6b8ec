import { useTranslation } from 'react-i18next';
import { Select } from '@gratia/ui';
import { changeLanguage, isLanguage, LANGUAGES } from '../i18n/setup.ts';
import * as css from './shell.css.ts';

/** ru/en switch (SPEC §1 Languages): changes the i18next language and keeps it in local storage under `lang`. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('common');
  const current = isLanguage(i18n.language) ? i18n.language : 'ru';
  return (
    <div className={css.language} data-language={current}>
      <Select
        label={t('language.label')}
        isLabelHidden
        items={LANGUAGES.map((lng) => ({ id: lng, label: t(`language.${lng}`) }))}
        selectedKey={current}
        onSelectionChange={(key: string | number | null) => {
          if (isLanguage(key)) void changeLanguage(i18n, key);
        }}
      />
    </div>
  );
}
