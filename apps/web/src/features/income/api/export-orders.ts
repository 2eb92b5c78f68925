import type { OrderListQueryInput } from '@butikkpanel/contracts';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/download-file';
import { orderQueryString } from './get-orders';

export type OrderExportFilter = Omit<OrderListQueryInput, 'page' | 'per_page'>;

/** The orders of the current filter as the server's CSV, downloaded; answers the file's name. */
export const exportOrders = (accountId: string, filter: OrderExportFilter): Promise<string> =>
  downloadFile(`/orders/export?${orderQueryString(filter)}`, {
    accountId,
    accept: 'text/csv',
    fallbackName: 'orders.csv',
  });

export function useExportOrders(accountId: string) {
  return useMutation({ mutationFn: (filter: OrderExportFilter) => exportOrders(accountId, filter) });
}
