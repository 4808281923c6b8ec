import { Navigate, type RouteObject } from 'react-router-dom';
import { AppRoot } from './AppRoot.tsx';
import { RequireAuth } from './RequireAuth.tsx';
import { lazyScreen } from './lazyScreen.ts';

/**
 * The routes of SPEC §2 that exist so far. Layouts and screens load lazily, so a screen pulls in
 * only its own widgets. Unknown paths redirect to /main.
 */
export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    children: [
      {
        lazy: lazyScreen(() => import('./screens/AuthLayoutScreen.tsx')),
        children: [
          { path: '/', lazy: lazyScreen(() => import('./screens/InviteScreen.tsx')) },
          { path: '/login', lazy: lazyScreen(() => import('./screens/LoginScreen.tsx')) },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            lazy: lazyScreen(() => import('./screens/MainLayoutScreen.tsx')),
            children: [
              { path: '/main', lazy: lazyScreen(() => import('./screens/MainScreen.tsx')) },
              { path: '/new_transfer', lazy: lazyScreen(() => import('./screens/NewTransferScreen.tsx')) },
              { path: '/feed', lazy: lazyScreen(() => import('./screens/FeedScreen.tsx')) },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/main" replace /> },
    ],
  },
];
