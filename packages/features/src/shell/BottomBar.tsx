import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { Menu } from '@gratia/ui';
import { MoreIcon } from './icons.tsx';
import { navIcons } from './navIcons.tsx';
import type { Navigation } from './navigation.ts';
import { useNavigation } from './ShellContext.tsx';
import * as css from './shell.css.ts';

/** Props of {@link BottomBar}. */
export interface BottomBarProps {
  /** Which SPEC §2 bottom bar: 'tablet' (768–1199 px) or 'phone' (< 768 px). */
  device: 'tablet' | 'phone';
  /** The navigation to show; default the member's ({@link useNavigation}). */
  navigation?: Navigation;
}

/**
 * A bottom bar (SPEC §2 Bottom bars). Tablet: thanks, events, history, challenges, analytics,
 * organization (admin), super admin, then More (surveys, market if it exists, participants,
 * awards). Phone: events, organization (admin), thanks, history, then More (challenges, surveys,
 * market, participants, analytics, awards, super admin). Only destinations whose screens exist;
 * More is left out when it would be empty. Links carry `data-nav={id}`.
 */
export function BottomBar({ device, navigation }: BottomBarProps) {
  const { t } = useTranslation('shell');
  const own = useNavigation();
  const { bar, more } = (navigation ?? own)[device];
  return (
    <nav className={css.nav} data-variant="bottom" data-device={device} aria-label={t('nav.label')}>
      <ul className={css.navList}>
        {bar.map((entry) => (
          <li key={entry.id} className={css.navItem}>
            <NavLink to={entry.to} className={css.navLink} data-nav={entry.id}>
              {navIcons[entry.id]}
              <span>{t(entry.labelKey)}</span>
            </NavLink>
          </li>
        ))}
        {more.length > 0 && (
          <li className={css.navItem}>
            <Menu
              label={t('nav.more')}
              icon={<MoreIcon />}
              variant="bar"
              placement="top end"
              items={more.map((entry) => ({ id: entry.id, label: t(entry.labelKey), href: entry.to, icon: navIcons[entry.id] }))}
            />
          </li>
        )}
      </ul>
    </nav>
  );
}
