import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { EventsIcon, ThanksIcon } from './icons.tsx';
import * as css from './shell.css.ts';

/** One navigation entry: route path, i18n key (namespace `shell`), icon. */
export interface NavEntry {
  id: string;
  to: string;
  labelKey: string;
  icon: ReactNode;
}

/**
 * The navigation entries that exist so far, in SPEC §2 sidebar order: thanks (/new_transfer),
 * events (/feed). Later features append theirs in that order.
 */
export const navEntries: NavEntry[] = [
  { id: 'thanks', to: '/new_transfer', labelKey: 'nav.thanks', icon: <ThanksIcon /> },
  { id: 'events', to: '/feed', labelKey: 'nav.events', icon: <EventsIcon /> },
];

/** Props of {@link Sidebar}. */
export interface SidebarProps {
  /** 'sidebar' (desktop and tablet column) or 'bottom' (phone bottom bar); default 'sidebar'. */
  variant?: 'sidebar' | 'bottom';
  /** Entries to show; default {@link navEntries}. */
  entries?: NavEntry[];
}

/**
 * The main navigation (SPEC §2 Sidebar order, bottom bars). The current route's entry has
 * `aria-current="page"` (NavLink). `data-variant` = sidebar | bottom.
 */
export function Sidebar({ variant = 'sidebar', entries = navEntries }: SidebarProps) {
  const { t } = useTranslation('shell');
  return (
    <nav className={css.nav} data-variant={variant} aria-label={t('nav.label')}>
      <ul className={css.navList}>
        {entries.map((entry) => (
          <li key={entry.id} className={css.navItem}>
            <NavLink to={entry.to} className={css.navLink} data-nav={entry.id}>
              {entry.icon}
              <span>{t(entry.labelKey)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
