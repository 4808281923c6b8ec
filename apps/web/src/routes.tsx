import { matchRoutes, Navigate, type RouteObject } from 'react-router-dom';
import { RequireAdmin, RequireAuth, RequireOnboarding, RequireOrganization, RequireRoles, RequireSuperuser, SETTINGS_TABS } from '@gratia/features';
import { AppRoot } from './AppRoot.tsx';
import { BootScreen } from './BootScreen.tsx';
import { lazyScreen } from './lazyScreen.ts';
import { ScreenError } from './ScreenError.tsx';

type ScreenModule = { Component: React.ComponentType };

/** The modules of src/screens, each loaded when its route is first opened (one chunk each). */
const screenModules = import.meta.glob<ScreenModule>('./screens/*.tsx');

/** What a route of a screen module carries in its `handle`: the module's path from apps/web (the build manifest's key). */
export interface ScreenHandle {
  module: string;
}

/**
 * The `lazy` and `handle` of a route showing the screen module `src/screens/<name>.tsx`: the
 * module loads with the SPEC §7/§9 retries ({@link lazyScreen}); the server reads `handle.module`
 * to name the route's chunks and styles in the HTML it renders (entry-server.tsx).
 */
function screenModule(name: string): Pick<RouteObject, 'lazy' | 'handle'> {
  const load = screenModules[`./screens/${name}.tsx`];
  if (!load) throw new Error(`src/screens/${name}.tsx does not exist`);
  return { lazy: lazyScreen(load), handle: { module: `src/screens/${name}.tsx` } satisfies ScreenHandle };
}

/** A screen route: lazily loaded (SPEC §7/§9 retries), with its own error boundary (SPEC §8). */
const screen = (path: string, name: string): RouteObject => ({ path, ...screenModule(name), errorElement: <ScreenError /> });

/**
 * Screens of the main layout (SPEC §2 table, layout "main") that exist. To add one, append
 * `screen('/path', 'X')`; a sidebar or bottom-bar entry appears by
 * itself when its path is registered (see `navigationFor` in @gratia/features).
 */
export const mainScreens: RouteObject[] = [
  screen('/main', 'MainScreen'),
  screen('/new_transfer', 'NewTransferScreen'),
  screen('/feed', 'FeedScreen'),
  screen('/feed/:eventType/:eventId', 'FeedEventScreen'),
  screen('/history', 'HistoryScreen'),
  screen('/employees', 'EmployeesScreen'),
  screen('/profile', 'ProfileScreen'),
  screen('/other_profile/:id', 'OtherProfileScreen'),
  screen('/challenges', 'ChallengesScreen'),
  screen('/all_challenges', 'AllChallengesScreen'),
  screen('/challenge/:id', 'ChallengeScreen'),
  screen('/challenges/new', 'NewChallengeScreen'),
  screen('/challenge/:id/edit', 'EditChallengeScreen'),
  screen('/challenge_templates', 'ChallengeTemplatesScreen'),
  screen('/challenge_chains', 'ChainsScreen'),
  screen('/challenge_chains/new', 'NewChainScreen'),
  screen('/challenge_chain/:id', 'ChainScreen'),
  screen('/challenge_chain/:id/edit', 'EditChainScreen'),
  // The benefit cafe's administration (docs/decisions/0046): its own 'no access' state for members who run no market.
  screen('/admin_market_goods', 'AdminMarketGoodsScreen'),
  screen('/admin_market_purchases', 'AdminMarketPurchasesScreen'),
  screen('/market', 'MarketScreen'),
  screen('/market_orders', 'MarketOrdersScreen'),
];

/**
 * Screens of the main layout behind {@link RequireAdmin} (SPEC §6):
 * `/organization_administration/:organizationId` (the organization overview, the sidebar's
 * 'organization' entry), `/organization_administration_settings/:organizationId/<tab>`
 * for each tab that exists ({@link SETTINGS_TABS}): a tab not built yet is not registered, so it
 * goes to /main and the shell offers no link to it; `/community/invites`, the community's invite
 * links (docs/decisions/0032: where /community/invite without a token leads); `/analytics`, the
 * admin reports (docs/decisions/0041: here while every report is an admin's, so the shell shows its
 * entry to admins only — {@link isAdminOnlyPath}).
 */
export const adminScreens: RouteObject[] = [
  screen('/organization_administration/:organizationId', 'OrganizationOverviewScreen'),
  ...SETTINGS_TABS.map((tab) => screen(`/organization_administration_settings/:organizationId/${tab}`, 'OrganizationSettingsScreen')),
  screen('/community/invites', 'InviteLinksScreen'),
  screen('/analytics', 'AnalyticsScreen'),
];

/**
 * Screens of the main layout for some roles only (SPEC §6; docs/decisions/0023), each behind its
 * {@link RequireRoles}: the controller's approvals (controllers and admins) and the manager's
 * redistribution (managers). Others are sent to /feed; the shell shows each entry to its roles only.
 */
export const roleScreens: RouteObject[] = [
  { element: <RequireRoles roles={['C', 'A']} />, children: [screen('/approvals', 'ApprovalsScreen')] },
  { element: <RequireRoles roles={['M']} />, children: [screen('/redistribution', 'RedistributionScreen')] },
];

/** Screens of the main layout behind {@link RequireSuperuser}: `/global_admin` (the global admin, docs/decisions/0034; others go to /feed). */
export const superuserScreens: RouteObject[] = [screen('/global_admin', 'GlobalAdminScreen')];

/** Screens of the main-without-footer layout (SPEC §2: /admin_surveys, /survey_management/{id}, /test_management/{id}). None exists yet. */
export const mainWithoutFooterScreens: RouteObject[] = [];

/**
 * Screens of the auth layout (SPEC §2: /, /login, /community/invite — the page an invite link
 * opens, docs/decisions/0032; /vk_redirect later).
 */
export const authScreens: RouteObject[] = [
  screen('/', 'InviteScreen'),
  screen('/login', 'LoginScreen'),
  screen('/community/invite', 'CommunityInviteScreen'),
];

/** Screens of the auth layout at reading width (SPEC §2: /terms_of_use, /privacy_policy), open to everyone. */
export const legalScreens: RouteObject[] = [
  screen('/terms_of_use', 'TermsScreen'),
  screen('/privacy_policy', 'PrivacyScreen'),
];

/**
 * Screens of the challenge layout (SPEC §2: /challenge/{id} with a uuid query; docs/decisions/0043):
 * the public challenge page, open to everyone with the share link. A share link
 * `/challenge/{id}?uuid=` itself is the main layout's challenge page; the guard sends a signed-out
 * visitor here ({@link RequireAuth}), and a member of another community comes here when that page
 * finds no such challenge (the SPEC §8 challenge rule of `useFailureRedirects`).
 */
export const challengeScreens: RouteObject[] = [screen('/challenge/:id/public', 'PublicChallengeScreen')];

/**
 * Screens of the none layout (SPEC §2: /market/{id}/offers, the public market page; docs/decisions/0046):
 * the market's read-only catalogue for anyone with its link (`?public_key=`), outside
 * {@link RequireAuth}; the SPEC §8 rules never send it to /login.
 */
export const noneScreens: RouteObject[] = [screen('/market/:id/offers', 'PublicMarketScreen')];

/**
 * The route table mirroring SPEC §2: one branch per layout — auth (and the auth layout at reading
 * width for the legal pages); the challenge layout (anonymous header; the public challenge page
 * /challenge/{id}/public?uuid=, {@link challengeScreens}), outside {@link RequireAuth}; main
 * (header, sidebar, bottom bars, footer); main-without-footer; onboarding; none (the public market
 * page /market/{id}/offers, {@link noneScreens}, outside {@link RequireAuth}). Layouts and screens load lazily. Every path that is not registered — unknown, or a screen that does not exist yet —
 * redirects to /main. Signed-in branches: {@link RequireAuth} (→ /login keeping the query; a challenge share link → its public page),
 * {@link RequireOrganization} (→ /onboarding); /onboarding itself {@link RequireOnboarding} (→ /main once in a community, except while its steps go on).
 */
export const routes: RouteObject[] = [
  {
    element: <AppRoot isRegistered={isRegisteredPath} isAdminOnly={isAdminOnlyPath} />,
    errorElement: <ScreenError />,
    hydrateFallbackElement: <BootScreen />,
    children: [
      {
        ...screenModule('AuthLayoutScreen'),
        children: authScreens,
      },
      {
        ...screenModule('LegalLayoutScreen'),
        children: legalScreens,
      },
      {
        ...screenModule('ChallengeLayoutScreen'),
        children: challengeScreens,
      },
      {
        ...screenModule('NoneLayoutScreen'),
        children: noneScreens,
      },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <RequireOnboarding />,
            children: [
              {
                ...screenModule('OnboardingLayoutScreen'),
                children: [screen('/onboarding', 'OnboardingScreen')],
              },
            ],
          },
          {
            element: <RequireOrganization />,
            children: [
              {
                ...screenModule('MainLayoutScreen'),
                children: [
                  ...mainScreens,
                  ...roleScreens,
                  ...(adminScreens.length ? [{ element: <RequireAdmin />, children: adminScreens }] : []),
                  ...(superuserScreens.length ? [{ element: <RequireSuperuser />, children: superuserScreens }] : []),
                ],
              },
              ...(mainWithoutFooterScreens.length
                ? [{ ...screenModule('MainWithoutFooterLayoutScreen'), children: mainWithoutFooterScreens }]
                : []),
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/main" replace /> },
    ],
  },
];

/**
 * True when `path` (pathname, e.g. '/feed' or '/organization_administration/3') opens a registered
 * screen rather than the /main fallback. The shell shows navigation entries only for these.
 */
export function isRegisteredPath(path: string): boolean {
  let known = registered.get(path);
  if (known === undefined) {
    const matches = matchRoutes(routes, path);
    const last = matches?.[matches.length - 1];
    known = Boolean(last && last.route.path !== '*');
    registered.set(path, known);
  }
  return known;
}

/** Answers of {@link isRegisteredPath} by path: the table never changes, and the shell asks for every navigation entry on each render. */
const registered = new Map<string, boolean>();

/** True when `path` opens one of the {@link adminScreens} (behind {@link RequireAdmin}): the shell shows its entry to admins only. */
export function isAdminOnlyPath(path: string): boolean {
  let known = adminOnly.get(path);
  if (known === undefined) {
    known = Boolean(matchRoutes(adminScreens, path)?.length);
    adminOnly.set(path, known);
  }
  return known;
}

/** Answers of {@link isAdminOnlyPath} by path, for the same reason as {@link registered}. */
const adminOnly = new Map<string, boolean>();
