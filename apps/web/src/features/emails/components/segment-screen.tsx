import {
  DATE_OPERATORS,
  NUMBER_OPERATORS,
  SEGMENT_RULE_FIELDS,
  SEGMENT_RULES_MAX,
  type Segment,
  type SegmentRuleField,
} from '@butikkpanel/contracts';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormErrorAlert } from '@/components/form-error-alert';
import { ScreenLayout } from '@/components/screen-layout';
import { paths } from '@/config/paths';
import { ApiRequestError } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { useDeleteSegment, useSaveSegment, useSegment, useSegmentCount } from '../api/audience';
import { draftsOf, newRule, type RuleDraft, ruleError, ruleInputOf } from './segment-rules';

/** The live count waits this long after the last change, so typing does not ask on every key. */
const COUNT_DELAY_MS = 400;

/** /emails/segments/{id} or /new: the rules, a live count as they change, save and delete. */
export function SegmentScreen({ accountId, id }: { accountId: string; id: number | null }) {
  const { t } = useTranslation(['emails', 'shell']);
  const segment = useSegment(accountId, id);
  const back = { href: paths.emailSegments.href(accountId), label: t('emails:segments.back') };
  if (id === null) return <SegmentEditor accountId={accountId} back={back} />;
  if (!segment.data)
    return (
      <ScreenLayout title={t('shell:nav.emailSegment')} back={back}>
        <FormErrorAlert error={segment.error} />
        {segment.isPending && <CircularProgress aria-label={t('emails:segments.loadingOne')} />}
      </ScreenLayout>
    );
  return <SegmentEditor accountId={accountId} segment={segment.data} back={back} />;
}

function SegmentEditor({
  accountId,
  segment,
  back,
}: {
  accountId: string;
  segment?: Segment;
  back: { href: string; label: string };
}) {
  const { t, i18n } = useTranslation(['emails']);
  const language = i18n.resolvedLanguage ?? 'nb';
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const save = useSaveSegment(accountId, segment?.id);
  const remove = useDeleteSegment(accountId, segment?.id ?? 0);
  const [name, setName] = useState(segment?.name ?? '');
  const [match, setMatch] = useState<'all' | 'any'>(segment?.definition.match ?? 'all');
  const [rules, setRules] = useState<RuleDraft[]>(() => (segment ? draftsOf(segment.definition) : []));
  const [deleting, setDeleting] = useState(false);
  const definition = useMemo(() => ({ match, rules: rules.map(ruleInputOf) }), [match, rules]);
  const [counted, setCounted] = useState(definition);
  useEffect(() => {
    const timer = setTimeout(() => setCounted(definition), COUNT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [definition]);
  const count = useSegmentCount(accountId, counted);
  const saveFields = save.error instanceof ApiRequestError ? save.error.fields : {};
  const countFields = count.error instanceof ApiRequestError ? count.error.fields : {};

  const change = (index: number, next: Partial<RuleDraft>) =>
    setRules((current) => current.map((rule, at) => (at === index ? { ...rule, ...next } : rule)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const saved = await save.mutateAsync({ name, definition });
      enqueueSnackbar(t('emails:saved'), { variant: 'success' });
      if (!segment) navigate(paths.emailSegment.href(accountId, saved.id), { replace: true });
    } catch {
      // Shown at the fields.
    }
  };

  return (
    <ScreenLayout
      title={segment?.name ?? t('emails:segments.newTitle')}
      back={back}
      actions={
        segment && (
          <Button color="error" onClick={() => setDeleting(true)}>
            {t('emails:delete')}
          </Button>
        )
      }
    >
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack component="form" noValidate onSubmit={submit} spacing={3}>
          <TextField
            label={t('emails:segments.name')}
            required
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={Boolean(saveFields.name)}
            helperText={saveFields.name}
            sx={{ maxWidth: 480 }}
            fullWidth
          />
          <Stack spacing={1}>
            <Typography id="segment-match-label">{t('emails:segments.matchLabel')}</Typography>
            <ToggleButtonGroup
              exclusive
              size="small"
              value={match}
              aria-labelledby="segment-match-label"
              onChange={(_, next: 'all' | 'any' | null) => next && setMatch(next)}
            >
              <ToggleButton value="all">{t('emails:segments.matchAll')}</ToggleButton>
              <ToggleButton value="any">{t('emails:segments.matchAny')}</ToggleButton>
            </ToggleButtonGroup>
          </Stack>
          <Stack
            component="ol"
            spacing={2}
            aria-label={t('emails:segments.rules')}
            sx={{ listStyle: 'none', p: 0, m: 0 }}
          >
            {rules.length === 0 && (
              <Typography component="li" color="text.secondary">
                {t('emails:segments.noRules')}
              </Typography>
            )}
            {rules.map((rule, index) => (
              <RuleRow
                // Rules have no id of their own; their place is who they are while editing.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                key={index}
                index={index}
                rule={rule}
                error={ruleError(saveFields, index) ?? ruleError(countFields, index)}
                onChange={(next) => change(index, next)}
                onRemove={() => setRules((current) => current.filter((_, at) => at !== index))}
              />
            ))}
          </Stack>
          <div>
            <Button
              variant="outlined"
              disabled={rules.length >= SEGMENT_RULES_MAX}
              onClick={() => setRules((current) => [...current, newRule()])}
            >
              {t('emails:segments.addRule')}
            </Button>
          </div>
          <Paper variant="outlined" sx={{ p: 2, bgcolor: 'action.hover' }} aria-live="polite">
            {count.data ? (
              <Typography>
                {t('emails:segments.liveCount', {
                  count: count.data.count,
                  total: formatNumber(count.data.count, language),
                  reachable: formatNumber(count.data.reachable, language),
                })}
              </Typography>
            ) : (
              <Typography color="text.secondary">{t('emails:segments.counting')}</Typography>
            )}
            {count.error !== null && <Typography color="error">{t('emails:segments.countWaits')}</Typography>}
          </Paper>
          {!saveFields.name && !Object.keys(saveFields).some((key) => key.includes('rules')) && (
            <FormErrorAlert error={save.error} />
          )}
          <div>
            <Button type="submit" variant="contained" disabled={save.isPending}>
              {t('emails:save')}
            </Button>
          </div>
        </Stack>
      </Paper>
      <ConfirmDialog
        open={deleting}
        title={t('emails:segments.deleteTitle')}
        text={t('emails:segments.deleteText', { name: segment?.name ?? '' })}
        confirmLabel={t('emails:delete')}
        cancelLabel={t('emails:cancel')}
        pending={remove.isPending}
        error={remove.error}
        onClose={() => setDeleting(false)}
        onConfirm={async () => {
          try {
            await remove.mutateAsync();
            enqueueSnackbar(t('emails:segments.deleted'), { variant: 'success' });
            navigate(paths.emailSegments.href(accountId), { replace: true });
          } catch {
            // The dialog shows the server's message.
          }
        }}
      />
    </ScreenLayout>
  );
}

function RuleRow({
  index,
  rule,
  error,
  onChange,
  onRemove,
}: {
  index: number;
  rule: RuleDraft;
  error: string | undefined;
  onChange: (next: Partial<RuleDraft>) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation(['emails']);
  const number = rule.field === 'orders' || rule.field === 'total_spent';
  const numeric = number || rule.field === 'visited';
  const operators = number ? NUMBER_OPERATORS : rule.field === 'last_order' ? DATE_OPERATORS : [];
  const label = t('emails:segments.ruleNumber', { number: index + 1 });
  return (
    <Stack
      component="li"
      aria-label={label}
      direction={{ xs: 'column', md: 'row' }}
      spacing={1}
      sx={{ alignItems: { md: 'flex-start' } }}
    >
      <TextField
        select
        size="small"
        label={t('emails:segments.field')}
        value={rule.field}
        onChange={(event) => onChange(newRule(event.target.value as SegmentRuleField))}
        sx={{ minWidth: 220 }}
      >
        {SEGMENT_RULE_FIELDS.map((field) => (
          <MenuItem key={field} value={field}>
            {t(`emails:segments.fields.${field}`)}
          </MenuItem>
        ))}
      </TextField>
      {operators.length > 0 && (
        <TextField
          select
          size="small"
          label={t('emails:segments.operator')}
          value={rule.op}
          onChange={(event) => onChange({ op: event.target.value })}
          sx={{ minWidth: 140 }}
        >
          {operators.map((op) => (
            <MenuItem key={op} value={op}>
              {t(`emails:segments.operators.${op}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
      {rule.field === 'subscribed' ? (
        <TextField
          select
          size="small"
          label={t('emails:segments.value')}
          value={rule.value}
          onChange={(event) => onChange({ value: event.target.value })}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="true">{t('emails:segments.yes')}</MenuItem>
          <MenuItem value="false">{t('emails:segments.no')}</MenuItem>
        </TextField>
      ) : (
        <TextField
          size="small"
          type={rule.field === 'last_order' ? 'date' : 'text'}
          label={t(rule.field === 'total_spent' ? 'emails:segments.valueKr' : 'emails:segments.value')}
          value={rule.value}
          onChange={(event) => onChange({ value: event.target.value })}
          error={Boolean(error)}
          helperText={error}
          slotProps={{
            inputLabel: rule.field === 'last_order' ? { shrink: true } : undefined,
            htmlInput: numeric
              ? { inputMode: rule.field === 'total_spent' ? 'decimal' : 'numeric' }
              : undefined,
          }}
          sx={{ minWidth: 200 }}
        />
      )}
      <div>
        <Button color="error" onClick={onRemove} aria-label={t('emails:segments.removeRuleNamed', { label })}>
          {t('emails:segments.removeRule')}
        </Button>
      </div>
    </Stack>
  );
}
