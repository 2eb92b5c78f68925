import type { AppService } from '@butikkpanel/contracts';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/download-file';
import { appPath } from './app-path';

/** GET /api/apps/{service}/reviews.csv, downloaded with the session's headers; answers the file's name. */
export const useExportReviews = (accountId: string, service: AppService) =>
  useMutation({
    mutationFn: () =>
      downloadFile(appPath(service, '/reviews.csv'), {
        accountId,
        accept: 'text/csv',
        fallbackName: `anmeldelser-${service}.csv`,
      }),
  });
