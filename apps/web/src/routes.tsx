import { matchRoutes, Navigate, type RouteObject } from 'react-router-dom';
import { RequireAdmin, RequireAuth, RequireNoOrganization, RequireOrganization, RequireSuperuser } from '@gratia/features';
import { AppRoot } from './AppRoot.tsx';
import { BootScreen } from './BootScreen.tsx';
import { lazyScreen } from './lazyScreen.ts';
import { ScreenError } from './ScreenError.tsx';

type ScreenModule = () => Promise<{ Component: React.ComponentType }>;

/** A screen route: lazily loaded (SPEC §7/§9 retries), with its own error boundary (SPEC §8). */
const screen = (path: string, load: ScreenModule): RouteObject => ({ path, lazy: lazyScreen(load), errorElement: <ScreenError /> });

/**
 * Screens of the main layout (SPEC §2 table, layout "main") that exist. To add one, append
 * `screen('/path', () => import('./screens/X.tsx'))`; a sidebar or bottom-bar entry appears by
 * itself when its path is registered (see `navigationFor` in @gratia/features).
 */
export const mainScreens: RouteObject[] = [
  screen('/main', () => import('./screens/MainScreen.tsx')),
  screen('/new_transfer', () => import('./screens/NewTransferScreen.tsx')),
  screen('/feed', () => import('./screens/FeedScreen.tsx')),
  screen('/feed/:eventType/:eventId', () => import('./screens/FeedEventScreen.tsx')),
  screen('/history', () => import('./screens/HistoryScreen.tsx')),
];

/**
 * Screens of the main layout behind {@link RequireAdmin} (SPEC §6):
 * `/organization_administration/:organizationId`, `/organization_administration_settings/:organizationId/:name`.
 * None exists yet.
 */
export const adminScreens: RouteObject[] = [];

/** Screens of the main layout behind {@link RequireSuperuser}: `/global_admin`. None exists yet. */
export const superuserScreens: RouteObject[] = [];

/** Screens of the main-without-footer layout (SPEC §2: /admin_surveys, /survey_management/{id}, /test_management/{id}). None exists yet. */
export const mainWithoutFooterScreens: RouteObject[] = [];

/** Screens of the auth layout (SPEC §2: /, /login; /community/invite and /vk_redirect later). */
export const authScreens: RouteObject[] = [
  screen('/', () => import('./screens/InviteScreen.tsx')),
  screen('/login', () => import('./screens/LoginScreen.tsx')),
];

/** Screens of the auth layout at reading width (SPEC §2: /terms_of_use, /privacy_policy), open to everyone. */
export const legalScreens: RouteObject[] = [
  screen('/terms_of_use', () => import('./screens/TermsScreen.tsx')),
  screen('/privacy_policy', () => import('./screens/PrivacyScreen.tsx')),
];

/**
 * The route table mirroring SPEC §2: one branch per layout — auth (and the auth layout at reading
 * width for the legal pages); main (header, sidebar, bottom bars, footer); main-without-footer;
 * onboarding. The challenge layout (/challenge/{id}?uuid) and the none layout
 * (/market/{id}/offers) get branches when their screens exist. Layouts and screens load lazily. Every path that is not registered — unknown, or a screen that does not exist yet —
 * redirects to /main. Signed-in branches: {@link RequireAuth} (→ /login keeping the query),
 * {@link RequireOrganization} (→ /onboarding).
 */
export const routes: RouteObject[] = [
  {
    element: <AppRoot isRegistered={isRegisteredPath} />,
    errorElement: <ScreenError />,
    hydrateFallbackElement: <BootScreen />,
    children: [
      {
        lazy: lazyScreen(() => import('./screens/AuthLayoutScreen.tsx')),
        children: authScreens,
      },
      {
        lazy: lazyScreen(() => import('./screens/LegalLayoutScreen.tsx')),
        children: legalScreens,
      },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <RequireNoOrganization />,
            children: [
              {
                lazy: lazyScreen(() => import('./screens/OnboardingLayoutScreen.tsx')),
                children: [screen('/onboarding', () => import('./screens/OnboardingScreen.tsx'))],
              },
            ],
          },
          {
            element: <RequireOrganization />,
            children: [
              {
                lazy: lazyScreen(() => import('./screens/MainLayoutScreen.tsx')),
                children: [
                  ...mainScreens,
                  ...(adminScreens.length ? [{ element: <RequireAdmin />, children: adminScreens }] : []),
                  ...(superuserScreens.length ? [{ element: <RequireSuperuser />, children: superuserScreens }] : []),
                ],
              },
              ...(mainWithoutFooterScreens.length
                ? [{ lazy: lazyScreen(() => import('./screens/MainWithoutFooterLayoutScreen.tsx')), children: mainWithoutFooterScreens }]
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
