import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * After a DELETE: the item's own query goes, and the cached list drops it at once, so the list does not show the
 * deleted row while it asks the server again.
 */
export function forgetDeleted(
  queryClient: QueryClient,
  keys: { list: QueryKey; item: QueryKey },
  id: string,
): void {
  queryClient.removeQueries({ queryKey: keys.item, exact: true });
  queryClient.setQueryData<Array<{ id: string }>>(keys.list, (list) =>
    list?.filter((item) => item.id !== id),
  );
}
