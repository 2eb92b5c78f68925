import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { AreaPlaceholder } from '@/components/layout/area-placeholder';
import { paths } from '@/config/paths';
import { StaffMailboxPage } from '@/features/staff';

const STAFF_TYPES = ['demo', 'customers', 'mailbox'] as const;
type StaffType = (typeof STAFF_TYPES)[number];
const isStaffType = (value: string): value is StaffType => (STAFF_TYPES as readonly string[]).includes(value);

/** /staff/{setting_type}: the outgoing mail is built; demo periods and customer lists are not yet. */
export function StaffAreaPage() {
  const { t } = useTranslation(['shell']);
  const { settingType = '' } = useParams();
  if (!isStaffType(settingType)) return <Navigate to={paths.notFound.href()} replace />;
  if (settingType === 'mailbox') return <StaffMailboxPage />;
  return (
    <AreaPlaceholder description={t('shell:staffNotBuilt')} subtitle={t(`shell:staffTypes.${settingType}`)} />
  );
}
