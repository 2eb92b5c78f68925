import { AMOUNT_SUFFIX } from '@butikkpanel/contracts';
import { format, parseISO } from 'date-fns';
import { enGB, nb } from 'date-fns/locale';

/** nb-NO unless the interface is in English; numbers and dates follow the interface language. */
const numberLocale = (language?: string) => (language === 'en' ? 'en-GB' : 'nb-NO');
const dateLocale = (language?: string) => (language === 'en' ? enGB : nb);

/** An amount as shop owners read it: '1 299,50 kr'. */
export function formatKr(amount: number, language?: string): string {
  const number = new Intl.NumberFormat(numberLocale(language), { maximumFractionDigits: 2 }).format(amount);
  return `${number} ${AMOUNT_SUFFIX}`;
}

export function formatCount(value: number, language?: string): string {
  return new Intl.NumberFormat(numberLocale(language), { maximumFractionDigits: 2 }).format(value);
}

/** An Oslo day (YYYY-MM-DD) as 'tir. 31. mars'. */
export function formatDay(day: string, language?: string): string {
  return format(parseISO(day), 'EEE d. MMM', { locale: dateLocale(language) });
}

/** A minute (ISO instant) as '12:05' on the viewer's clock. */
export function formatMinute(iso: string, language?: string): string {
  return format(parseISO(iso), 'HH:mm', { locale: dateLocale(language) });
}
