import type { ReactNode } from 'react';
import {
  AnalyticsIcon,
  ApprovalsIcon,
  AwardsIcon,
  ChallengesIcon,
  EmployeesIcon,
  EventsIcon,
  HistoryIcon,
  MarketIcon,
  OrganizationIcon,
  RedistributionIcon,
  SuperAdminIcon,
  SurveysIcon,
  ThanksIcon,
} from './icons.tsx';
import { navPath, SIDEBAR_ORDER, type NavId } from './navigation.ts';

/** The icon of each navigation destination. */
export const navIcons: Record<NavId, ReactNode> = {
  thanks: <ThanksIcon />,
  events: <EventsIcon />,
  history: <HistoryIcon />,
  challenges: <ChallengesIcon />,
  surveys: <SurveysIcon />,
  awards: <AwardsIcon />,
  market: <MarketIcon />,
  employees: <EmployeesIcon />,
  approvals: <ApprovalsIcon />,
  redistribution: <RedistributionIcon />,
  analytics: <AnalyticsIcon />,
  organization: <OrganizationIcon />,
  superAdmin: <SuperAdminIcon />,
};

/** One navigation entry: route path, i18n key (namespace `shell`), icon. */
export interface NavEntry {
  id: string;
  to: string;
  labelKey: string;
  icon: ReactNode;
}

/**
 * Every destination of SPEC §2 in sidebar order that needs no organization id (for menus outside
 * the shell). The shell itself shows `useNavigation`'s role- and route-aware lists.
 */
export const navEntries: NavEntry[] = SIDEBAR_ORDER.flatMap((id) => {
  const to = navPath(id, null);
  return to ? [{ id, to, labelKey: `nav.${id}`, icon: navIcons[id] }] : [];
});
