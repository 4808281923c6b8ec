import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { Menu } from '@gratia/ui';
import { MoreIcon } from './icons.tsx';
import { navIcons } from './navIcons.tsx';
import type { NavItem } from './navigation.ts';
import * as css from './navigation.css.ts';

/** Props of {@link NavList}. */
export interface NavListProps {
  /** `sidebar`: a column beside the content (desktop); `bottom`: a bar fixed to the bottom of the screen. */
  variant: 'sidebar' | 'bottom';
  /** The destinations, in order. */
  items: readonly NavItem[];
  /** The rest of a bottom bar's destinations, behind a More menu (left out when empty). */
  more?: readonly NavItem[];
  /** Which bottom bar (SPEC §2: tablet 768–1199 px, phone < 768 px); set as `data-device`. */
  device?: 'tablet' | 'phone';
}

/**
 * The one navigation list of the shell (SPEC §2 Sidebar, Bottom bars): a `nav` landmark with a
 * link per destination — its icon and name, `aria-current="page"` on the current route's — and
 * optionally a More menu with the rest. `data-variant` = sidebar | bottom; each link has
 * `data-nav={id}`. {@link Sidebar} and {@link BottomBar} both render it.
 */
export function NavList({ variant, items, more = [], device }: NavListProps) {
  const { t } = useTranslation('shell');
  return (
    <nav className={css.nav} data-variant={variant} data-device={device} aria-label={t('nav.label')}>
      <ul className={css.navList}>
        {items.map((entry) => (
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
