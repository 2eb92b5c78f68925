import {
  type HistoryImportBodyInput,
  type ShopPlatformBodyInput,
  shopPlatformAnswerSchema,
} from '@butikkpanel/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { dashboardKeys } from '@/features/dashboard';
import { incomeKeys } from '@/features/income';
import { apiRequest, noContent } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';
import { settingsKeys } from '../query-keys';

/** How often the page asks what arrived while a platform is connected: a first delivery shows within seconds. */
export const DELIVERIES_REFRESH_MS = 5_000;

export const shopPlatformKey = (accountId: string) =>
  [...settingsKeys.all(accountId), 'shop-platform'] as const;

export const shopPlatformQueryOptions = (accountId: string) =>
  queryOptions({
    queryKey: shopPlatformKey(accountId),
    queryFn: ({ signal }) =>
      apiRequest('/settings/shop-platform', { schema: shopPlatformAnswerSchema, accountId, signal }),
    retry: false,
    // Only a connected platform sends anything; the browser tab in the background asks nothing.
    refetchInterval: (query) => (query.state.data?.data.connected ? DELIVERIES_REFRESH_MS : false),
  });

/**
 * The platform and what arrived. When a new delivery has been stored since the last answer, the dashboard's
 * and income's figures are asked again too, so an owner who goes there next sees the orders at once.
 */
export function useShopPlatform(accountId: string) {
  const queryClient = useQueryClient();
  const query = useQuery(shopPlatformQueryOptions(accountId));
  const newest = query.data?.data.deliveries.find((delivery) => delivery.state === 'stored')?.id ?? null;
  const seen = useRef<number | null>(null);
  useEffect(() => {
    if (newest === null) return;
    if (seen.current !== null && newest > seen.current) {
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
      void queryClient.invalidateQueries({ queryKey: incomeKeys.all(accountId) });
    }
    seen.current = newest;
  }, [newest, accountId, queryClient]);
  return query;
}

/** Connects or changes the platform; the answer (with the webhook URL and secret) replaces the cached one. */
export function useSaveShopPlatform(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ShopPlatformBodyInput) =>
      apiRequest('/settings/shop-platform', {
        method: 'PUT',
        body,
        schema: shopPlatformAnswerSchema,
        accountId,
      }),
    onSuccess: (answer) => queryClient.setQueryData(shopPlatformKey(accountId), answer),
  });
}

/** A new generated secret; the old one stops working at once. */
export function useRenewShopSecret(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest('/settings/shop-platform/secret', {
        method: 'POST',
        schema: shopPlatformAnswerSchema,
        accountId,
      }),
    onSuccess: (answer) => queryClient.setQueryData(shopPlatformKey(accountId), answer),
  });
}

export function useDisconnectShopPlatform(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest('/settings/shop-platform', { method: 'DELETE', schema: noContent, accountId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopPlatformKey(accountId) }),
  });
}

/** A Shopify data request's export, as a JSON file (the session's headers go with it). */
export function useDownloadDeliveryExport(accountId: string) {
  return useMutation({
    mutationFn: (id: number) =>
      downloadFile(`/settings/shop-platform/deliveries/${id}/export`, {
        accountId,
        accept: 'application/json',
        fallbackName: `innsyn-${id}.json`,
      }),
  });
}

const queuedAnswer = {
  parse: (answer: unknown) => answer as { data: { queued: boolean } },
};

/** "Hent nå": the feed is fetched at once (the report follows with the page's next refresh). */
export function useRunFeedNow(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest('/settings/shop-platform/feed/run', { method: 'POST', schema: queuedAnswer, accountId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopPlatformKey(accountId) }),
  });
}

/** Starts WooCommerce's history import (a running one is replaced); the answer shows its first progress. */
export function useStartHistoryImport(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: HistoryImportBodyInput) =>
      apiRequest('/settings/shop-platform/history-import', {
        method: 'POST',
        body,
        schema: shopPlatformAnswerSchema,
        accountId,
      }),
    onSuccess: (answer) => queryClient.setQueryData(shopPlatformKey(accountId), answer),
  });
}
