import type { ReactElement } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import {
  ForgotPasswordPage,
  GuestOnly,
  InvitationPage,
  LoginPage,
  LogoutPage,
  RequireAuth,
  ResetPasswordPage,
} from '@/features/auth';
import { DashboardPage } from '@/features/dashboard';
import { AccountScope, NotFoundPage } from '@/features/shell';

const guestOnly = (page: ReactElement) => <GuestOnly>{page}</GuestOnly>;

/** The route table. The full shell (navigation built from this table, every area) is a later issue. */
export const routes: RouteObject[] = [
  { path: paths.home.path, element: <Navigate to={paths.login.href()} replace /> },
  { path: paths.login.path, element: guestOnly(<LoginPage />) },
  { path: paths.forgotPassword.path, element: guestOnly(<ForgotPasswordPage />) },
  { path: paths.resetPassword.path, element: guestOnly(<ResetPasswordPage />) },
  { path: paths.invitation.path, element: guestOnly(<InvitationPage />) },
  { path: paths.logout.path, element: <LogoutPage /> },
  { path: paths.notFound.path, element: <NotFoundPage /> },
  {
    path: paths.account.path,
    element: <AccountScope />,
    children: [
      {
        element: <RequireAuth roles={paths.account.roles} />,
        children: [
          { index: true, element: <Navigate to="dashboard" replace /> },
          { path: paths.dashboard.path, element: <DashboardPage /> },
        ],
      },
    ],
  },
  { path: '*', element: <Navigate to={paths.notFound.href()} replace /> },
];
