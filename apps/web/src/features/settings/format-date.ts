import { formatShopDateTime } from '@/lib/format-date';

/** Date and time in Norway, e.g. '20. mai 2026, 14:03' in nb. */
export const formatDateTime = (iso: string, language: string): string =>
  formatShopDateTime(iso, language, 'medium');
