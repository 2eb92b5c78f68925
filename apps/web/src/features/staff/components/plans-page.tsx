import { PACKAGE_NAMES } from '@butikkpanel/contracts';
import { useTranslation } from 'react-i18next';
import { DataList, fromQuery } from '@/components/data-list';
import { usePlans } from '../api/get-catalogue';
import { StaffPageFrame } from './staff-page-frame';

/** staff/plans: which packages each plan gives; plans are assigned to an account in the customer list. */
export function PlansPage() {
  const { t } = useTranslation(['staff']);
  const plans = usePlans();
  return (
    <StaffPageFrame title={t('staff:plansPage.title')} intro={t('staff:plansPage.intro')} error={plans.error}>
      <DataList
        {...fromQuery(plans)}
        label={t('staff:plansPage.tableLabel')}
        loadingLabel={t('staff:loading')}
        rowKey={(plan) => String(plan.id)}
        empty={{ title: t('staff:plansPage.empty') }}
        defaultSort={{ key: 'plan', direction: 'asc' }}
        columns={[
          {
            key: 'plan',
            label: t('staff:plansPage.plan'),
            sortValue: (plan) => plan.name,
            cell: (plan) => plan.name,
          },
          {
            key: 'packages',
            label: t('staff:plansPage.packages'),
            cell: (plan) => plan.packages.map((key) => PACKAGE_NAMES[key]).join(', ') || '–',
          },
        ]}
      />
    </StaffPageFrame>
  );
}
