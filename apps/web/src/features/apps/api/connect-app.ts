import { type AppCredentials, type AppService, appDetailAnswerSchema } from '@butikkpanel/contracts';
import { apiRequest } from '@/lib/api-client';
import { appPath } from './app-path';
import { useAppChange } from './use-app-change';

export interface ConnectAppBody {
  credentials: AppCredentials;
  settings?: Record<string, unknown>;
}

/** PUT /api/apps/{service}: connects, or replaces the key (the server checks it again and seals it). */
export const useConnectApp = (accountId: string, service: AppService) =>
  useAppChange(accountId, service, (body: ConnectAppBody) =>
    apiRequest(appPath(service), { method: 'PUT', body, schema: appDetailAnswerSchema, accountId }),
  );
