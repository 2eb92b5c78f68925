import type { UserData } from '@butikkpanel/contracts';
import { useQuery } from '@tanstack/react-query';
import { useSignedInSession } from '@/features/auth';
import { shellKeys } from './query-keys';

/**
 * The signed-in user's saved data. It starts from the session's copy; after a save the server's
 * answer replaces it, so the shortcuts shown are always the stored ones (logout clears the cache).
 */
export function useUserData(): UserData {
  const { user } = useSignedInSession();
  const query = useQuery({
    queryKey: shellKeys.userData(),
    queryFn: () => user.data,
    initialData: user.data,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return query.data;
}
