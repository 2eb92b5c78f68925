import type { AppService } from '@butikkpanel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, noContent } from '@/lib/api-client';
import { appKeys } from '../query-keys';
import { appPath } from './app-path';

/** DELETE /api/apps/{service}: the connection, its key and everything queued go at once. */
export function useDisconnectApp(accountId: string, service: AppService) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(appPath(service), { method: 'DELETE', schema: noContent, accountId }),
    // Asked again rather than guessed: the page then shows the service as not connected.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: appKeys.all(accountId) }),
  });
}
