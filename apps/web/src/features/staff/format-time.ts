/** Date and time of a mail or an entry in Norway, e.g. '20.05.2026, 14:03' in nb. */
export { formatShopDateTime as formatDateTime } from '@/lib/format-date';
