import { type AppService, appDetailAnswerSchema } from '@butikkpanel/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { appKeys } from '../query-keys';
import { appPath } from './app-path';

/** GET /api/apps/{service}: the app's page (not connected: `connected` false and empty fields). */
export const useAppDetail = (accountId: string, service: AppService) =>
  useQuery({
    queryKey: appKeys.detail(accountId, service),
    queryFn: async ({ signal }) =>
      (await apiRequest(appPath(service), { schema: appDetailAnswerSchema, accountId, signal })).data,
    retry: false,
  });
