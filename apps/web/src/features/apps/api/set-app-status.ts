import { type AppService, type AppStatus, appDetailAnswerSchema } from '@butikkpanel/contracts';
import { apiRequest } from '@/lib/api-client';
import { appPath } from './app-path';
import { useAppChange } from './use-app-change';

/** PUT /api/apps/{service}/status: paused keeps what is queued waiting; active again sends it. */
export const useSetAppStatus = (accountId: string, service: AppService) =>
  useAppChange(accountId, service, (status: AppStatus) =>
    apiRequest(appPath(service, '/status'), {
      method: 'PUT',
      body: { status },
      schema: appDetailAnswerSchema,
      accountId,
    }),
  );
