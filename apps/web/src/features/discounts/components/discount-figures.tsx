import type { DiscountDetail } from '@butikkpanel/contracts';
import { useTranslation } from 'react-i18next';
import { FactsSection } from '@/components/facts-section';
import { type Figure, FigureCards } from '@/components/figure-cards';
import { formatAmount, formatDateTime, formatDay, formatNumber, formatRelativeTime } from '@/lib/format';
import { useDiscountAmount } from './discount-text';

/** What the code earned: uses, orders, revenue, flagged uses and the last use. */
export function DiscountFigures({ discount }: { discount: DiscountDetail }) {
  const { t, i18n } = useTranslation(['discounts']);
  const language = i18n.resolvedLanguage ?? 'nb';
  const figures: Figure[] = [
    [t('discounts:figures.timesUsed'), formatNumber(discount.times_used, language)],
    [t('discounts:figures.orders'), formatNumber(discount.orders, language)],
    [t('discounts:figures.revenue'), formatAmount(discount.revenue, language)],
    [
      t('discounts:figures.flagged'),
      formatNumber(discount.flagged, language),
      t('discounts:figures.flaggedHelp'),
    ],
    [
      t('discounts:figures.lastUsed'),
      discount.last_used_at === null
        ? t('discounts:neverUsed')
        : formatRelativeTime(discount.last_used_at, Date.now(), language),
      discount.last_used_at === null ? undefined : formatDateTime(discount.last_used_at, language),
    ],
  ];
  return <FigureCards label={t('discounts:figures.label')} figures={figures} />;
}

/** The code's rules: amount, minimum, expiry, limits. */
export function DiscountFacts({ discount }: { discount: DiscountDetail }) {
  const { t, i18n } = useTranslation(['discounts']);
  const language = i18n.resolvedLanguage ?? 'nb';
  const amount = useDiscountAmount();
  const none = t('discounts:none');
  const limit = (value: number | null) =>
    value === null ? t('discounts:facts.noLimit') : t('discounts:facts.times', { count: value });
  const facts: Array<[string, string]> = [
    [t('discounts:columns.amount'), amount(discount.type, discount.amount)],
    [t('discounts:columns.type'), t(`discounts:types.${discount.type}`)],
    [
      t('discounts:facts.minimumOrder'),
      discount.minimum_order === null ? none : formatAmount(discount.minimum_order, language),
    ],
    [
      t('discounts:columns.expires_on'),
      discount.expires_on === null
        ? t('discounts:noExpiry')
        : t('discounts:facts.validThrough', { day: formatDay(discount.expires_on, language) }),
    ],
    [t('discounts:facts.usageLimit'), limit(discount.usage_limit)],
    [t('discounts:facts.usageLimitPerCustomer'), limit(discount.usage_limit_per_customer)],
  ];
  return <FactsSection id="discount-facts" title={t('discounts:facts.title')} facts={facts} />;
}
