/**
 * The one place the panel turns figures and instants into text: amounts in kroner, plain numbers and shares,
 * dates and times in Europe/Oslo, and relative times against a given `now`. Screens never call Intl themselves.
 */
export { formatDate, formatDateTime, formatDay, formatTime } from './date';
export { intlLocale } from './locale';
export { formatAmount, formatChange, formatNumber, formatShare } from './number';
export { formatRelativeTime } from './relative';
