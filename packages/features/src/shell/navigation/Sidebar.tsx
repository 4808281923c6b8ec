import type { NavItem } from './navigation.ts';
import { NavList } from './NavList.tsx';
import { useNavigation } from './useNavigation.ts';

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
 * (admins), super admin (superusers) — those whose screens exist — as a {@link NavList}. The
 * current route's entry has `aria-current="page"`.
 */
export function Sidebar({ variant = 'sidebar', items }: SidebarProps) {
  const navigation = useNavigation();
  return <NavList variant={variant} items={items ?? navigation.sidebar} />;
}
