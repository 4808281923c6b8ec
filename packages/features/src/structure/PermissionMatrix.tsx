import './strings.ts';
import { useTranslation } from 'react-i18next';
import { PERMISSION_HOLDERS, PERMISSION_MATRIX, type PermissionHolder } from '@gratia/contracts';
import { Text } from '@gratia/ui';
import { StrokeIcon } from '../shared/index.ts';
import * as css from './structure.css.ts';

/**
 * The permission matrix of the roles tab (SPEC §6; contracts `PERMISSION_MATRIX`, which the server
 * enforces): a real table — a caption, the holders (user, manager, controller, administrator,
 * superuser) as column headers, each capability as a row header with its translated name and
 * description, a check mark where the holder has it ("Да"/"Нет" for screen readers). Scrolls
 * sideways on narrow screens: the scrolling box is a focusable, named region, so arrow keys scroll it.
 */
export function PermissionMatrix() {
  const { t } = useTranslation('structure');
  return (
    <div className={css.matrixScroll} role="region" aria-label={t('roles.matrixCaption')} tabIndex={0}>
      <table className={css.matrix}>
        <caption className={css.matrixCaption}>{t('roles.matrixCaption')}</caption>
        <thead>
          <tr>
            <th scope="col" className={css.matrixHead}>
              {t('roles.capabilityColumn')}
            </th>
            {PERMISSION_HOLDERS.map((holder) => (
              <th key={holder} scope="col" className={css.matrixHead}>
                {t(`roles.holder.${holder}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {PERMISSION_MATRIX.map(({ capability, holders }) => (
            <tr key={capability} data-capability={capability}>
              <th scope="row" className={css.matrixRowHead}>
                <Text as="span" weight="semibold">
                  {t(`roles.capability.${capability}`)}
                </Text>
                <Text as="div" size="sm" tone="muted">
                  {t(`roles.capabilityDescription.${capability}`)}
                </Text>
              </th>
              {PERMISSION_HOLDERS.map((holder) => {
                const has = (holders as readonly PermissionHolder[]).includes(holder);
                return (
                  <td key={holder} className={has ? css.matrixCell : `${css.matrixCell} ${css.matrixNo}`} data-allowed={has}>
                    {has ? (
                      <StrokeIcon size="sm">
                        <path d="M5 12l5 5 9-10" />
                      </StrokeIcon>
                    ) : (
                      <span aria-hidden="true">—</span>
                    )}
                    <span className={css.visuallyHidden}>{has ? t('roles.yes') : t('roles.no')}</span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
