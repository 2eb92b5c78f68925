import { useMemo } from 'react';
import { navigation } from '@/config/navigation';
import { useSignedInSession } from '@/features/auth';
import { visibleNavigation } from './visible-navigation';

/** The navigation as the signed-in user's roles may see it. */
export function useAccountNavigation() {
  const { user } = useSignedInSession();
  return useMemo(() => visibleNavigation(navigation, user.role), [user.role]);
}
