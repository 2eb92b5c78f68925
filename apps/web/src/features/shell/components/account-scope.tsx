import { useLayoutEffect } from 'react';
import { Navigate, Outlet, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { sessionStore } from '@/lib/session-store';

const ACCOUNT_ID = /^[1-9]\d*$/;

/**
 * /{account_id}/...: only a numeric id opens an account, so `/nonsense` is an unknown route (404).
 * The id becomes the `authorized-account` header of every call.
 */
export function AccountScope() {
  const { accountId = '' } = useParams();
  const valid = ACCOUNT_ID.test(accountId);

  // A layout effect runs before the children's calls start, so even the first call carries the header.
  useLayoutEffect(() => {
    if (valid) sessionStore.setAccountId(accountId);
  }, [valid, accountId]);

  if (!valid) return <Navigate to={paths.notFound.href()} replace />;
  return <Outlet />;
}
