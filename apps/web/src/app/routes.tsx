import type { ComponentType } from 'react';
import { Navigate, Outlet, type RouteObject, useParams } from 'react-router';
import { type AccountPathName, accountPaths, paths } from '@/config/paths';
// Deep imports on purpose: the feature barrels also export lazily loaded screens, and a static
// import of a barrel would pull those screens into the login page's bundle.
import { GuestOnly } from '@/features/auth/components/guest-only';
import { LoginPage } from '@/features/auth/components/login-page';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { readLastStep } from '@/features/getting-started/last-step';
import { AccountScope } from '@/features/shell/components/account-scope';
import { accountScreens } from './account-screens';
import { lazyScreen } from './lazy-screen';

const screen = (load: () => Promise<ComponentType>) => ({ element: lazyScreen(load) });

/** A redirect inside the current account, e.g. bare `settings` to `settings/profile`. */
function AccountRedirect({ to }: { to: (accountId: string) => string }) {
  const { accountId = '' } = useParams();
  return <Navigate to={to(accountId)} replace />;
}
const redirect = (path: string, to: (accountId: string) => string): RouteObject => ({
  path: `${paths.account.path}/${path}`,
  element: <AccountRedirect to={to} />,
});

const routeNames = Object.keys(accountPaths) as AccountPathName[];
const accountRoutes = (layout: 'default' | 'fullscreen'): RouteObject[] =>
  routeNames
    .filter((name) => accountPaths[name].layout === layout)
    .map((name) => ({
      path: accountPaths[name].path,
      handle: { route: name },
      ...screen(accountScreens[name]),
    }));

/** MUI's theme and the message bar, for every route but the login page (see app/mui-providers.tsx). */
export const loadMuiOutlet = () => import('./mui-providers').then((m) => m.MuiOutlet);
const withMui = (children: RouteObject[]): RouteObject => ({ ...screen(loadMuiOutlet), children });

/** The route table: every path and its rules come from config/paths.ts. */
export const routes: RouteObject[] = [
  { path: paths.home.path, element: <Navigate to={paths.login.href()} replace /> },
  {
    element: (
      <GuestOnly>
        <Outlet />
      </GuestOnly>
    ),
    children: [
      // The first screen most visitors see is in the entry itself, without MUI: no second round trip
      // before it shows, and a small download (bench/bundle-size.mjs).
      { path: paths.login.path, element: <LoginPage /> },
      withMui([
        {
          path: paths.forgotPassword.path,
          ...screen(() =>
            import('@/features/auth/components/forgot-password-page').then((m) => m.ForgotPasswordPage),
          ),
        },
        {
          path: paths.resetPassword.path,
          ...screen(() =>
            import('@/features/auth/components/reset-password-page').then((m) => m.ResetPasswordPage),
          ),
        },
        {
          path: paths.invitation.path,
          ...screen(() => import('@/features/auth/components/invitation-page').then((m) => m.InvitationPage)),
        },
      ]),
    ],
  },
  withMui([
    {
      path: paths.logout.path,
      ...screen(() => import('@/features/auth/components/logout-page').then((m) => m.LogoutPage)),
    },
    {
      path: paths.notFound.path,
      ...screen(() => import('@/features/shell/components/not-found-page').then((m) => m.NotFoundPage)),
    },
    { path: paths.example.path, ...screen(() => import('@/features/example').then((m) => m.ExamplePage)) },
    {
      path: paths.account.path,
      element: <AccountScope />,
      children: [
        {
          element: <RequireAuth roles={paths.account.roles} />,
          children: [
            { index: true, element: <AccountRedirect to={(id) => paths.dashboard.href(id)} /> },
            redirect('settings', (id) => paths.settings.href(id, 'profile')),
            redirect('search/settings', (id) => paths.searchSettings.href(id, 'details')),
            redirect('templates', (id) => paths.recommendationTemplates.href(id)),
            redirect('staff', (id) => paths.staff.href(id, 'demo')),
            redirect('getting-started', (id) => paths.gettingStarted.href(id, readLastStep())),
            {
              ...screen(() =>
                import('@/features/shell/components/signed-in-layout').then((m) => m.SignedInLayout),
              ),
              children: accountRoutes('default'),
            },
            {
              ...screen(() =>
                import('@/features/shell/components/fullscreen-layout').then((m) => m.FullscreenLayout),
              ),
              children: accountRoutes('fullscreen'),
            },
          ],
        },
      ],
    },
  ]),
  { path: '*', element: <Navigate to={paths.notFound.href()} replace /> },
];
