import { AMOUNT_SUFFIX } from '@butikkpanel/contracts';
import { intlLocale } from './locale';

/**
 * An amount in kroner, always with øre and the suffix: '1 234,50 kr', '1 299,00 kr', '0,00 kr'. Always two
 * decimals, so a column of amounts lines up and 1 670,5 never reads as 1 670 kroner and 5 øre. A no-break
 * space keeps 'kr' on the line of its number.
 */
export function formatAmount(value: number, language?: string): string {
  const number = new Intl.NumberFormat(intlLocale(language), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value);
  return `${number}\u00a0${AMOUNT_SUFFIX}`;
}

/** A count or plain figure with the language's separators and at most two decimals: '12 345', '2,33'. */
export const formatNumber = (value: number, language?: string): string =>
  new Intl.NumberFormat(intlLocale(language), { maximumFractionDigits: 2 }).format(value);

/** A share (0.125) as per cent with at most one decimal: '12,5 %'. */
export const formatShare = (value: number, language?: string): string =>
  new Intl.NumberFormat(intlLocale(language), { style: 'percent', maximumFractionDigits: 1 }).format(value);

/** A change already in per cent (12.5) with its sign: '+12,5 %', '−3 %', '0 %'. */
export const formatChange = (percent: number, language?: string): string =>
  new Intl.NumberFormat(intlLocale(language), {
    style: 'percent',
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  }).format(percent / 100);
