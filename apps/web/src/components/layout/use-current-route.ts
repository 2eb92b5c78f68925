import { useMatches } from 'react-router';
import { type AccountPathName, accountPaths } from '@/config/paths';

/** What every account route carries in its `handle`: its name in the route table. */
export interface AccountRouteHandle {
  route: AccountPathName;
}

function isAccountRouteHandle(handle: unknown): handle is AccountRouteHandle {
  return (
    typeof handle === 'object' && handle !== null && (handle as AccountRouteHandle).route in accountPaths
  );
}

/** The innermost matched account route, with its table entry (title, roles, package, layout). */
export function useCurrentRoute() {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index--) {
    const handle = matches[index]?.handle;
    if (isAccountRouteHandle(handle)) return { name: handle.route, info: accountPaths[handle.route] };
  }
  return null;
}
