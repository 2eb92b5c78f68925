import {
  type AppService,
  appDetailAnswerSchema,
  type NewsletterSettings,
  type ReviewSettings,
} from '@butikkpanel/contracts';
import { apiRequest } from '@/lib/api-client';
import { appPath } from './app-path';
import { useAppChange } from './use-app-change';

/** PUT /api/apps/{service}/settings. */
export const useSaveAppSettings = (accountId: string, service: AppService) =>
  useAppChange(accountId, service, (settings: NewsletterSettings | ReviewSettings) =>
    apiRequest(appPath(service, '/settings'), {
      method: 'PUT',
      body: { settings },
      schema: appDetailAnswerSchema,
      accountId,
    }),
  );
