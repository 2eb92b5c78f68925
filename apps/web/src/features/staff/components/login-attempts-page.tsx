import { LOGIN_ATTEMPT_OUTCOMES, type LoginAttemptOutcome } from '@butikkpanel/contracts';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '@/components/form-error-alert';
import { ScrollTable } from '@/components/scroll-table';
import { formatDateTime } from '@/lib/format';
import { useLoginAttempts } from '../api/get-login-attempts';
import type { LoginAttemptFilter } from '../query-keys';
import { StaffPageFrame } from './staff-page-frame';
import { StaffPagination } from './staff-pagination';

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
      <FormErrorAlert error={attempts.error} />
      {attempts.isPending && <CircularProgress aria-label={t('staff:loading')} />}
      {attempts.data && (
        <Paper variant="outlined">
          {attempts.data.total === 0 ? (
            <Typography sx={{ p: 3 }}>{t('staff:logins.empty')}</Typography>
          ) : (
            <ScrollTable size="small" label={t('staff:logins.tableLabel')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('staff:logins.columns.time')}</TableCell>
                  <TableCell>{t('staff:logins.columns.email')}</TableCell>
                  <TableCell>{t('staff:logins.columns.ip')}</TableCell>
                  <TableCell>{t('staff:logins.columns.outcome')}</TableCell>
                  <TableCell>{t('staff:logins.columns.agent')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {attempts.data.data.map((attempt) => (
                  <TableRow key={attempt.id}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {formatDateTime(attempt.created_at, language)}
                    </TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{attempt.email}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>
                      {attempt.ip ?? t('staff:logins.unknownAddress')}
                    </TableCell>
                    <TableCell>{t(`staff:logins.outcomes.${attempt.outcome}`)}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere', fontSize: 12 }}>
                      {attempt.user_agent ?? ''}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </ScrollTable>
          )}
          <StaffPagination
            total={attempts.data.total}
            page={filter}
            onChange={(page) => setFilter((current) => ({ ...current, ...page }))}
          />
        </Paper>
      )}
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
