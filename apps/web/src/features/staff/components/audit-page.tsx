import type { AuditAction } from '@butikkpanel/contracts';
import { isAdmin } from '@butikkpanel/contracts/core';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '@/components/form-error-alert';
import { ScrollTable } from '@/components/scroll-table';
import { useSession } from '@/features/auth';
import { formatDateTime } from '@/lib/format';
import { useAudit } from '../api/get-audit';
import type { AuditFilter } from '../query-keys';
import { StaffPageFrame } from './staff-page-frame';
import { StaffPagination } from './staff-pagination';

const ACTION_KEYS = {
  'account.create': 'staff:audit.actions.account_create',
  'account.activate': 'staff:audit.actions.account_activate',
  'account.deactivate': 'staff:audit.actions.account_deactivate',
  'account.trial_set': 'staff:audit.actions.account_trial_set',
  'account.trial_extend': 'staff:audit.actions.account_trial_extend',
  'account.plans_set': 'staff:audit.actions.account_plans_set',
  'job.retry': 'staff:audit.actions.job_retry',
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
    <>
      <FormErrorAlert error={audit.error} />
      {audit.isPending && <CircularProgress aria-label={t('staff:loading')} />}
      {audit.data && (
        <Paper variant="outlined">
          {audit.data.total === 0 ? (
            <Typography sx={{ p: 3 }}>{t('staff:audit.empty')}</Typography>
          ) : (
            <ScrollTable size="small" label={t('staff:audit.tableLabel')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('staff:audit.when')}</TableCell>
                  <TableCell>{t('staff:audit.who')}</TableCell>
                  <TableCell>{t('staff:audit.what')}</TableCell>
                  <TableCell>{t('staff:audit.account')}</TableCell>
                  <TableCell>{t('staff:audit.details')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {audit.data.data.map((entry) => (
                  <TableRow key={entry.id}>
                    <TableCell>{formatDateTime(entry.at, language)}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{entry.actor_email}</TableCell>
                    <TableCell>{actionText(entry.action)}</TableCell>
                    <TableCell>
                      {entry.company_name ?? '–'}
                      {entry.account_id === null ? '' : ` (${entry.account_id})`}
                    </TableCell>
                    <TableCell sx={{ fontFamily: 'monospace', fontSize: 12, overflowWrap: 'anywhere' }}>
                      {JSON.stringify(entry.details)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </ScrollTable>
          )}
          <StaffPagination
            total={audit.data.total}
            page={filter}
            onChange={(page) => setFilter((current) => ({ ...current, ...page }))}
          />
        </Paper>
      )}
    </>
  );
}
