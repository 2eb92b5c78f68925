import type { AuditAction } from '@butikkpanel/contracts';
import { isAdmin } from '@butikkpanel/contracts/core';
import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataList, fromQuery } from '@/components/data-list';
import { useSession } from '@/features/auth';
import { formatDateTime } from '@/lib/format';
import { useAudit } from '../api/get-audit';
import type { AuditFilter } from '../query-keys';
import { StaffPageFrame } from './staff-page-frame';

const ACTION_KEYS = {
  'account.create': 'staff:audit.actions.account_create',
  'account.activate': 'staff:audit.actions.account_activate',
  'account.deactivate': 'staff:audit.actions.account_deactivate',
  'account.trial_set': 'staff:audit.actions.account_trial_set',
  'account.trial_extend': 'staff:audit.actions.account_trial_extend',
  'account.plans_set': 'staff:audit.actions.account_plans_set',
  'account.mail_ceiling_set': 'staff:audit.actions.account_mail_ceiling_set',
  'job.retry': 'staff:audit.actions.job_retry',
  'dealer.recommendation_create': 'staff:audit.actions.dealer_recommendation_create',
  'dealer.recommendation_update': 'staff:audit.actions.dealer_recommendation_update',
  'dealer.recommendation_delete': 'staff:audit.actions.dealer_recommendation_delete',
  'dealer.recommendation_template_create': 'staff:audit.actions.dealer_recommendation_template_create',
  'dealer.recommendation_template_update': 'staff:audit.actions.dealer_recommendation_template_update',
  'dealer.recommendation_template_delete': 'staff:audit.actions.dealer_recommendation_template_delete',
} as const satisfies Record<AuditAction, string>;
const isKnownAction = (action: string): action is keyof typeof ACTION_KEYS => action in ACTION_KEYS;

/** staff/audit (admins only): who did what, when, on which account. */
export function AuditPage() {
  const { t } = useTranslation(['staff', 'errors']);
  const session = useSession();
  const admin = session.status === 'signed-in' && isAdmin(session.session.user.role);
  return (
    <StaffPageFrame title={t('staff:audit.title')} intro={t('staff:audit.intro')}>
      {admin ? (
        <AuditTable />
      ) : (
        <Alert severity="error" role="alert">
          {t('staff:audit.adminsOnly')}
        </Alert>
      )}
    </StaffPageFrame>
  );
}

function AuditTable() {
  const { t, i18n } = useTranslation(['staff']);
  const language = i18n.resolvedLanguage ?? 'nb';
  const [filter, setFilter] = useState<AuditFilter>({ limit: 50, offset: 0 });
  const audit = useAudit(filter);
  const actionText = (action: string) => (isKnownAction(action) ? t(ACTION_KEYS[action]) : action);
  return (
    <DataList
      {...fromQuery(audit, (data) => data.data)}
      label={t('staff:audit.tableLabel')}
      loadingLabel={t('staff:loading')}
      rowKey={(entry) => String(entry.id)}
      empty={{ title: t('staff:audit.empty') }}
      paging={{
        mode: 'server',
        total: audit.data?.total ?? 0,
        page: filter,
        onChange: (page) => setFilter((current) => ({ ...current, ...page })),
      }}
      columns={[
        {
          key: 'when',
          label: t('staff:audit.when'),
          wrap: 'nowrap',
          cell: (entry) => formatDateTime(entry.at, language),
        },
        { key: 'who', label: t('staff:audit.who'), wrap: 'anywhere', cell: (entry) => entry.actor_email },
        { key: 'what', label: t('staff:audit.what'), cell: (entry) => actionText(entry.action) },
        {
          key: 'account',
          label: t('staff:audit.account'),
          cell: (entry) =>
            `${entry.company_name ?? '–'}${entry.account_id === null ? '' : ` (${entry.account_id})`}`,
        },
        {
          key: 'details',
          label: t('staff:audit.details'),
          wrap: 'anywhere',
          sx: { fontFamily: 'monospace', fontSize: 12 },
          cell: (entry) => JSON.stringify(entry.details),
        },
      ]}
    />
  );
}
