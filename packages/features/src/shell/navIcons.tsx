import type { ReactNode } from 'react';
import {
  AnalyticsIcon,
  AwardsIcon,
  ChallengesIcon,
  EmployeesIcon,
  EventsIcon,
  HistoryIcon,
  MarketIcon,
  OrganizationIcon,
  SuperAdminIcon,
  SurveysIcon,
  ThanksIcon,
} from './icons.tsx';
import type { NavId } from './navigation.ts';

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
  analytics: <AnalyticsIcon />,
  organization: <OrganizationIcon />,
  superAdmin: <SuperAdminIcon />,
};
