import { StrokeIcon as Icon } from '../../shared/index.ts';

/* Icons of the navigation destinations and the More menu (decorative; the entry's text names it). */

/** Heart: thanks. */
export function ThanksIcon() {
  return (
    <Icon>
      <path d="M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8z" />
    </Icon>
  );
}

/** Stacked lines: events feed. */
export function EventsIcon() {
  return (
    <Icon>
      <path d="M4 6h16" />
      <path d="M4 12h16" />
      <path d="M4 18h10" />
    </Icon>
  );
}

/** Clock with an arrow: history. */
export function HistoryIcon() {
  return (
    <Icon>
      <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
      <path d="M3 3v5h5" />
      <path d="M12 7v5l3 2" />
    </Icon>
  );
}

/** Flag: challenges. */
export function ChallengesIcon() {
  return (
    <Icon>
      <path d="M4 22V4" />
      <path d="M4 4h13l-2 4 2 4H4" />
    </Icon>
  );
}

/** Clipboard: surveys. */
export function SurveysIcon() {
  return (
    <Icon>
      <rect x="5" y="4" width="14" height="17" rx="2" />
      <path d="M9 4V3h6v1" />
      <path d="M9 11h6" />
      <path d="M9 15h4" />
    </Icon>
  );
}

/** Medal: awards. */
export function AwardsIcon() {
  return (
    <Icon>
      <circle cx="12" cy="9" r="6" />
      <path d="M8.5 14 7 22l5-3 5 3-1.5-8" />
    </Icon>
  );
}

/** Bag: market. */
export function MarketIcon() {
  return (
    <Icon>
      <path d="M5 8h14l-1 13H6z" />
      <path d="M9 8V6a3 3 0 0 1 6 0v2" />
    </Icon>
  );
}

/** Two people: participants. */
export function EmployeesIcon() {
  return (
    <Icon>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20a6.5 6.5 0 0 1 13 0" />
      <path d="M16 4.5a3.5 3.5 0 0 1 0 7" />
      <path d="M18 14a6.5 6.5 0 0 1 3.5 6" />
    </Icon>
  );
}

/** A check in a circle: approvals (the controller's decisions). */
export function ApprovalsIcon() {
  return (
    <Icon>
      <circle cx="12" cy="12" r="9" />
      <path d="m8 12.5 2.5 2.5L16 9.5" />
    </Icon>
  );
}

/** A coin passed on with an arrow: redistribution (the manager gives points on). */
export function RedistributionIcon() {
  return (
    <Icon>
      <circle cx="8" cy="12" r="5" />
      <path d="M8 10v4" />
      <path d="M14 12h7" />
      <path d="m18 9 3 3-3 3" />
    </Icon>
  );
}

/** Bars: analytics. */
export function AnalyticsIcon() {
  return (
    <Icon>
      <path d="M4 20V10" />
      <path d="M10 20V4" />
      <path d="M16 20v-7" />
      <path d="M21 20H3" />
    </Icon>
  );
}

/** Building: organization. */
export function OrganizationIcon() {
  return (
    <Icon>
      <rect x="4" y="3" width="16" height="18" rx="1" />
      <path d="M9 7h1M14 7h1M9 11h1M14 11h1M9 15h1M14 15h1" />
    </Icon>
  );
}

/** Shield: super admin. */
export function SuperAdminIcon() {
  return (
    <Icon>
      <path d="M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6z" />
      <path d="m9 12 2 2 4-4" />
    </Icon>
  );
}

/** Three dots: more. */
export function MoreIcon() {
  return (
    <Icon>
      <circle cx="5" cy="12" r="1" />
      <circle cx="12" cy="12" r="1" />
      <circle cx="19" cy="12" r="1" />
    </Icon>
  );
}
