import { appListAnswerSchema } from '@butikkpanel/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { appKeys } from '../query-keys';

/** GET /api/apps: the six services, connected or not, with their health. */
export const useAppList = (accountId: string) =>
  useQuery({
    queryKey: appKeys.list(accountId),
    queryFn: async ({ signal }) =>
      (await apiRequest('/apps', { schema: appListAnswerSchema, accountId, signal })).data,
    retry: false,
  });
