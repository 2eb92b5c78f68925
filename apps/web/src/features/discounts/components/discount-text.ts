import type { Discount, DiscountType } from '@butikkpanel/contracts';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatNumber } from '@/lib/format';
import { osloToday } from '@/lib/oslo-today';

/** '10 %' or '100,00 kr'. */
export function useDiscountAmount() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'nb';
  return (type: DiscountType, amount: number) =>
    type === 'percent' ? `${formatNumber(amount, language)}\u00a0%` : formatAmount(amount, language);
}

/** Past its last valid Oslo day (the code is valid through the day it names). */
export const isExpired = (discount: Pick<Discount, 'expires_on'>, today = osloToday()): boolean =>
  discount.expires_on !== null && discount.expires_on < today;
