import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { navIcons } from './navIcons.tsx';
import { navPath, SIDEBAR_ORDER, type NavItem } from './navigation.ts';
import { useNavigation } from './ShellContext.tsx';
import * as css from './shell.css.ts';

/** One navigation entry: route path, i18n key (namespace `shell`), icon. */
export interface NavEntry {
  id: string;
  to: string;
  labelKey: string;
  icon: ReactNode;
}

/**
 * Every destination of SPEC §2 in sidebar order that needs no organization id (for menus outside
 * the shell). The shell itself shows {@link useNavigation}'s role- and route-aware lists.
 */
export const navEntries: NavEntry[] = SIDEBAR_ORDER.flatMap((id) => {
  const to = navPath(id, null);
  return to ? [{ id, to, labelKey: `nav.${id}`, icon: navIcons[id] }] : [];
});

/** Props of {@link Sidebar}. */
export interface SidebarProps {
  /** 'sidebar' (desktop column) or 'bottom' (a bar without a More menu); default 'sidebar'. */
  variant?: 'sidebar' | 'bottom';
  /** Entries to show; default the member's sidebar ({@link useNavigation}). */
  items?: NavItem[];
}

/**
 * The desktop navigation (SPEC §2 Sidebar order, §6 roles): thanks, events, history, challenges,
 * surveys, awards, market (if any market is available), participants, analytics, organization
 * (admins), super admin (superusers) — those whose screens exist. The current route's entry has
 * `aria-current="page"`. `data-variant` = sidebar | bottom; each link has `data-nav={id}`.
 */
export function Sidebar({ variant = 'sidebar', items }: SidebarProps) {
  const { t } = useTranslation('shell');
  const navigation = useNavigation();
  const entries = items ?? navigation.sidebar;
  return (
    <nav className={css.nav} data-variant={variant} aria-label={t('nav.label')}>
      <ul className={css.navList}>
        {entries.map((entry) => (
          <li key={entry.id} className={css.navItem}>
            <NavLink to={entry.to} className={css.navLink} data-nav={entry.id}>
              {navIcons[entry.id]}
              <span>{t(entry.labelKey)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
