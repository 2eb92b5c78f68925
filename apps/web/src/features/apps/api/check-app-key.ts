import { type AppCredentials, type AppService, appCheckAnswerSchema } from '@butikkpanel/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { appPath } from './app-path';

/** POST /api/apps/{service}/check: asks the service about the key without saving it. */
export const useCheckAppKey = (accountId: string, service: AppService) =>
  useMutation({
    mutationFn: async (credentials: AppCredentials) =>
      (
        await apiRequest(appPath(service, '/check'), {
          method: 'POST',
          body: { credentials },
          schema: appCheckAnswerSchema,
          accountId,
        })
      ).data,
  });
