import { SHOP_TIME_ZONE } from '@butikkpanel/contracts';

/** Intl locale per interface language: nb gives '20. mai 2026'. */
const LOCALES: Record<string, string> = { nb: 'nb-NO', en: 'en-GB' };

const valid = (iso: string): Date | null => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/**
 * An instant as the calendar day it is in Norway ('20. mai 2026', or '20.05.2026' short), whatever the
 * browser's zone: a demo ending at 00:30 in Oslo ends that day for the shop, not the day before.
 */
export function formatShopDate(iso: string, language: string, style: 'short' | 'long' = 'long'): string {
  const date = valid(iso);
  if (!date) return iso;
  return new Intl.DateTimeFormat(LOCALES[language] ?? 'nb-NO', {
    dateStyle: style,
    timeZone: SHOP_TIME_ZONE,
  }).format(date);
}

/** An instant as date and time in Norway: '20.05.2026, 14:03' (short) or '20. mai 2026, 14:03' (medium). */
export function formatShopDateTime(
  iso: string,
  language: string,
  style: 'short' | 'medium' = 'short',
): string {
  const date = valid(iso);
  if (!date) return iso;
  return new Intl.DateTimeFormat(LOCALES[language] ?? 'nb-NO', {
    dateStyle: style,
    timeStyle: 'short',
    timeZone: SHOP_TIME_ZONE,
  }).format(date);
}
