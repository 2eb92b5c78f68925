import { AMOUNT_SUFFIX } from '@butikkpanel/contracts';

/** Intl locale per interface language. */
const LOCALES: Record<string, string> = { nb: 'nb-NO', en: 'en-GB' };
const locale = (language: string) => LOCALES[language] ?? 'nb-NO';

/** 1 234,50 kr: two decimals, the language's separators, and the kroner suffix. */
export function formatAmount(value: number, language: string): string {
  const number = new Intl.NumberFormat(locale(language), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value);
  return `${number} ${AMOUNT_SUFFIX}`;
}

export const formatCount = (value: number, language: string): string =>
  new Intl.NumberFormat(locale(language)).format(value);

/** A share (0.125) as per cent (12,5 %). */
export const formatShare = (value: number, language: string): string =>
  new Intl.NumberFormat(locale(language), { style: 'percent', maximumFractionDigits: 1 }).format(value);

/** A change already in per cent (12.5) with its sign: +12,5 %. */
export const formatChange = (percent: number, language: string): string =>
  new Intl.NumberFormat(locale(language), {
    style: 'percent',
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  }).format(percent / 100);

/** A calendar day (YYYY-MM-DD) as 10. mars 2025 (no time zone involved). */
export function formatDay(day: string, language: string, style: 'long' | 'short' = 'long'): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Intl.DateTimeFormat(locale(language), {
    day: 'numeric',
    month: style === 'long' ? 'long' : 'short',
    ...(style === 'long' ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1)));
}

/** An instant as Norwegian shop time: 10.03.2025, 12:00. */
export const formatDateTime = (iso: string, language: string): string =>
  new Intl.DateTimeFormat(locale(language), {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'Europe/Oslo',
  }).format(new Date(iso));
