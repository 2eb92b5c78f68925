import { hasPermission } from '@butikkpanel/contracts';
import Stack from '@mui/material/Stack';
import { Navigate, Outlet, useParams } from 'react-router';
import { useCurrentRoute } from '@/components/layout/use-current-route';
import { paths } from '@/config/paths';
import { PackageGate } from '@/features/account';
import { useSignedInSession } from '@/features/auth';
import { GettingStartedPrompt } from '@/features/getting-started';

/**
 * The current route's own rules from the route table: a role it refuses sends the user to the
 * dashboard (spec section 2), and a package key puts the page behind the package gate.
 */
export function RouteAccessOutlet() {
  const params = useParams();
  const { accountId = '' } = params;
  const { user } = useSignedInSession();
  const current = useCurrentRoute();
  if (current && !hasPermission(current.info.roles, user.role)) {
    return <Navigate to={paths.dashboard.href(accountId)} replace />;
  }
  const packageKey = current?.info.packageKeyFor?.(params) ?? current?.info.packageKey;
  if (!packageKey) return <Outlet />;
  // Keyed by the package so moving between gated areas never shows one area's page under another's gate.
  const gated = (
    <PackageGate key={packageKey} packageKey={packageKey}>
      <Outlet />
    </PackageGate>
  );
  // A new account lands on the dashboard, locked or not: the way into the guide sits above either.
  if (current?.name !== 'dashboard') return gated;
  return (
    <Stack spacing={3}>
      <GettingStartedPrompt />
      {gated}
    </Stack>
  );
}
