import { isAdmin } from '@butikkpanel/contracts/core';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/features/auth';
import { AuditPage } from './audit-page';
import { CustomersPage } from './customers-page';
import { DemoPeriodsPage } from './demo-periods-page';
import { JobsPage } from './jobs-page';
import { LoginAttemptsPage } from './login-attempts-page';
import { MailCeilingsPage } from './mail-ceilings-page';
import { PlansPage } from './plans-page';
import { StaffMailboxPage } from './staff-mailbox-page';

export const STAFF_TYPES = [
  'demo',
  'customers',
  'plans',
  'audit',
  'mailbox',
  'sending',
  'logins',
  'jobs',
] as const;
export type StaffType = (typeof STAFF_TYPES)[number];
const isStaffType = (value: string): value is StaffType => (STAFF_TYPES as readonly string[]).includes(value);

const SCREENS: Record<StaffType, () => React.JSX.Element> = {
  demo: DemoPeriodsPage,
  customers: CustomersPage,
  plans: PlansPage,
  audit: AuditPage,
  mailbox: StaffMailboxPage,
  sending: MailCeilingsPage,
  logins: LoginAttemptsPage,
  jobs: JobsPage,
};

/** /staff/{setting_type}: the staff area's screens under one row of tabs; the audit log only for admins. */
export function StaffArea() {
  const { t } = useTranslation(['staff']);
  const { settingType = '', accountId = '' } = useParams();
  const session = useSession();
  const admin = session.status === 'signed-in' && isAdmin(session.session.user.role);
  if (!isStaffType(settingType)) return <Navigate to={paths.notFound.href()} replace />;
  const tabs = STAFF_TYPES.filter((type) => type !== 'audit' || admin);
  const Screen = SCREENS[settingType];
  return (
    <>
      <Tabs
        value={tabs.includes(settingType) ? settingType : false}
        aria-label={t('staff:tabs.label')}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ px: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((type) => (
          <Tab
            key={type}
            value={type}
            label={t(`staff:tabs.${type}`)}
            component={RouterLink}
            to={paths.staff.href(accountId, type)}
          />
        ))}
      </Tabs>
      <Screen />
    </>
  );
}
