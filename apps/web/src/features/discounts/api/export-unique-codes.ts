import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/download-file';

/** The template's unique codes as the server's CSV, downloaded; answers the file's name. */
export const exportUniqueCodes = (accountId: string, id: number): Promise<string> =>
  downloadFile(`/discounts/codes/${id}/unique-codes.csv`, {
    accountId,
    accept: 'text/csv',
    fallbackName: `unike-koder-${id}.csv`,
  });

export function useExportUniqueCodes(accountId: string, id: number) {
  return useMutation({ mutationFn: () => exportUniqueCodes(accountId, id) });
}
