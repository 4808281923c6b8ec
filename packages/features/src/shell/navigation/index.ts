/**
 * shell/navigation — where the member can go (SPEC §2 Sidebar, Bottom bars; §6 roles): the
 * navigation model per role and device, the one {@link NavList}, the sidebar and bottom bars
 * that render it, and the destinations' icons.
 */
export {
  navigationFor,
  navPath,
  PHONE_BAR,
  PHONE_MORE,
  SIDEBAR_ORDER,
  TABLET_BAR,
  TABLET_MORE,
  type NavContextInput,
  type Navigation,
  type NavId,
  type NavItem,
} from './navigation.ts';
export { useNavigation } from './useNavigation.ts';
export { NavList, type NavListProps } from './NavList.tsx';
export { Sidebar, type SidebarProps } from './Sidebar.tsx';
export { BottomBar, type BottomBarProps } from './BottomBar.tsx';
export { navEntries, navIcons, type NavEntry } from './navIcons.tsx';
