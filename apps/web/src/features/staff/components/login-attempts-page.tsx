import { LOGIN_ATTEMPT_OUTCOMES, type LoginAttemptOutcome } from '@butikkpanel/contracts';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataList, fromQuery } from '@/components/data-list';
import { formatDateTime } from '@/lib/format';
import { useLoginAttempts } from '../api/get-login-attempts';
import type { LoginAttemptFilter } from '../query-keys';
import { StaffPageFrame } from './staff-page-frame';

const isOutcome = (value: string): value is LoginAttemptOutcome =>
  (LOGIN_ATTEMPT_OUTCOMES as readonly string[]).includes(value);

/** staff/logins: every sign-in and registration attempt, to see who is guessing passwords from where. */
export function LoginAttemptsPage() {
  const { t, i18n } = useTranslation(['staff']);
  const language = i18n.resolvedLanguage ?? 'nb';
  const [filter, setFilter] = useState<LoginAttemptFilter>({ q: '', outcome: '', limit: 50, offset: 0 });
  const attempts = useLoginAttempts(filter);
  return (
    <StaffPageFrame title={t('staff:logins.title')} intro={t('staff:logins.intro')} error={attempts.error}>
      <AttemptFilter
        onApply={(q, outcome) => setFilter((current) => ({ ...current, q, outcome, offset: 0 }))}
      />
      <DataList
        {...fromQuery(attempts, (data) => data.data)}
        label={t('staff:logins.tableLabel')}
        loadingLabel={t('staff:loading')}
        rowKey={(attempt) => String(attempt.id)}
        empty={{ title: t('staff:logins.empty') }}
        paging={{
          mode: 'server',
          total: attempts.data?.total ?? 0,
          page: filter,
          onChange: (page) => setFilter((current) => ({ ...current, ...page })),
        }}
        columns={[
          {
            key: 'time',
            label: t('staff:logins.columns.time'),
            wrap: 'nowrap',
            cell: (attempt) => formatDateTime(attempt.created_at, language),
          },
          {
            key: 'email',
            label: t('staff:logins.columns.email'),
            wrap: 'anywhere',
            cell: (attempt) => attempt.email,
          },
          {
            key: 'ip',
            label: t('staff:logins.columns.ip'),
            wrap: 'anywhere',
            cell: (attempt) => attempt.ip ?? t('staff:logins.unknownAddress'),
          },
          {
            key: 'outcome',
            label: t('staff:logins.columns.outcome'),
            cell: (attempt) => t(`staff:logins.outcomes.${attempt.outcome}`),
          },
          {
            key: 'agent',
            label: t('staff:logins.columns.agent'),
            wrap: 'anywhere',
            sx: { fontSize: 12 },
            cell: (attempt) => attempt.user_agent ?? '',
          },
        ]}
      />
    </StaffPageFrame>
  );
}

/** Applied on submit, so typing an address does not fire a call per letter. */
function AttemptFilter({ onApply }: { onApply: (q: string, outcome: LoginAttemptOutcome | '') => void }) {
  const { t } = useTranslation(['staff']);
  const [q, setQ] = useState('');
  const [outcome, setOutcome] = useState<LoginAttemptOutcome | ''>('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(q.trim(), outcome);
  };
  return (
    <Stack
      component="form"
      role="search"
      onSubmit={submit}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: { sm: 'center' } }}
    >
      <TextField
        type="search"
        size="small"
        label={t('staff:logins.filterLabel')}
        value={q}
        onChange={(event) => setQ(event.target.value)}
        sx={{ flex: 1, maxWidth: { sm: 420 } }}
      />
      <TextField
        select
        size="small"
        label={t('staff:logins.outcomeLabel')}
        value={outcome}
        onChange={(event) => setOutcome(isOutcome(event.target.value) ? event.target.value : '')}
        sx={{ minWidth: 200 }}
      >
        <MenuItem value="">{t('staff:logins.allOutcomes')}</MenuItem>
        {LOGIN_ATTEMPT_OUTCOMES.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`staff:logins.outcomes.${value}`)}
          </MenuItem>
        ))}
      </TextField>
      <Button type="submit" variant="outlined">
        {t('staff:logins.filterSubmit')}
      </Button>
    </Stack>
  );
}
