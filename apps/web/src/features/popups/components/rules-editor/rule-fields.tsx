import { PAGE_MATCHES, POPUP_DEVICES, SOURCE_FIELDS } from '@butikkpanel/contracts';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DatePicker } from '@/components/date-time-picker';
import type { DraftRule } from './rule-draft';

interface RuleFieldsProps {
  rule: DraftRule;
  /** The message under a field of this rule ('value', 'seconds' …), or null. */
  errorOf: (field: string) => string | null;
  /** A field changed: the new rule and the field's name (its error is cleared). */
  onChange: (rule: DraftRule, field: string) => void;
}

const pick = <T extends string>(options: readonly T[], value: string): T | undefined =>
  options.find((option) => option === value);

/** The fields of one rule, by its kind; exit intent has none. */
export function RuleFields({ rule, errorOf, onChange }: RuleFieldsProps) {
  const { t } = useTranslation(['popups']);
  const set = (field: keyof DraftRule, value: string) => onChange({ ...rule, [field]: value }, field);
  const number = (
    field: 'seconds' | 'percent' | 'at_least' | 'below',
    label: string,
    unit: string,
    help: string,
    limits: { min: number; max: number },
    errorName: string = field,
  ) => (
    <TextField
      label={label}
      type="number"
      size="small"
      value={rule[field]}
      onChange={(event) => set(field, event.target.value)}
      error={errorOf(errorName) !== null}
      helperText={errorOf(errorName) ?? help}
      slotProps={{
        htmlInput: {
          ...limits,
          inputMode: field === 'at_least' || field === 'below' ? 'decimal' : 'numeric',
        },
        input: { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> },
      }}
      fullWidth
    />
  );

  switch (rule.kind) {
    case 'page':
      return (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            size="small"
            label={t('popups:rules.page.match')}
            value={rule.match}
            onChange={(event) => {
              const match = pick(PAGE_MATCHES, event.target.value);
              if (match) set('match', match);
            }}
            error={errorOf('match') !== null}
            helperText={errorOf('match')}
            sx={{ minWidth: { sm: 220 } }}
            fullWidth
          >
            {PAGE_MATCHES.map((match) => (
              <MenuItem key={match} value={match}>
                {t(`popups:rules.page.matches.${match}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            label={t(rule.match === 'matches' ? 'popups:rules.page.pattern' : 'popups:rules.page.value')}
            value={rule.value}
            onChange={(event) => set('value', event.target.value)}
            error={errorOf('value') !== null}
            helperText={
              errorOf('value') ??
              t(rule.match === 'matches' ? 'popups:rules.page.patternHelp' : 'popups:rules.page.valueHelp')
            }
            slotProps={{ htmlInput: { maxLength: 500, spellCheck: false } }}
            fullWidth
          />
        </Stack>
      );
    case 'delay':
      return number('seconds', t('popups:rules.delay.seconds'), 's', t('popups:rules.delay.help'), {
        min: 0,
        max: 86_400,
      });
    case 'inactivity':
      return number('seconds', t('popups:rules.inactivity.seconds'), 's', t('popups:rules.inactivity.help'), {
        min: 0,
        max: 86_400,
      });
    case 'scroll':
      return number('percent', t('popups:rules.scroll.percent'), '%', t('popups:rules.scroll.help'), {
        min: 1,
        max: 100,
      });
    case 'exit_intent':
      return (
        <Typography variant="body2" color="text.secondary">
          {t('popups:rules.exit_intent.help')}
        </Typography>
      );
    case 'device':
      return (
        <TextField
          select
          size="small"
          label={t('popups:rules.device.device')}
          value={rule.device}
          onChange={(event) => {
            const device = pick(POPUP_DEVICES, event.target.value);
            if (device) set('device', device);
          }}
          error={errorOf('device') !== null}
          helperText={errorOf('device')}
          fullWidth
        >
          {POPUP_DEVICES.map((device) => (
            <MenuItem key={device} value={device}>
              {t(`popups:rules.device.devices.${device}`)}
            </MenuItem>
          ))}
        </TextField>
      );
    case 'visitor':
      return (
        <TextField
          select
          size="small"
          label={t('popups:rules.visitor.visitor')}
          value={rule.visitor}
          onChange={(event) => {
            const visitor = pick(['new', 'returning'] as const, event.target.value);
            if (visitor) set('visitor', visitor);
          }}
          error={errorOf('visitor') !== null}
          helperText={errorOf('visitor')}
          fullWidth
        >
          <MenuItem value="new">{t('popups:rules.visitor.visitors.new')}</MenuItem>
          <MenuItem value="returning">{t('popups:rules.visitor.visitors.returning')}</MenuItem>
        </TextField>
      );
    case 'cart_value':
      return (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {number('at_least', t('popups:rules.cart_value.atLeast'), 'kr', t('popups:rules.cart_value.help'), {
            min: 0,
            max: 10_000_000,
          })}
          {number('below', t('popups:rules.cart_value.below'), 'kr', t('popups:rules.cart_value.belowHelp'), {
            min: 0,
            max: 10_000_000,
          })}
        </Stack>
      );
    case 'source':
      return (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            size="small"
            label={t('popups:rules.source.field')}
            value={rule.field}
            onChange={(event) => {
              const field = pick(SOURCE_FIELDS, event.target.value);
              if (field) set('field', field);
            }}
            error={errorOf('field') !== null}
            helperText={errorOf('field')}
            sx={{ minWidth: { sm: 220 } }}
            fullWidth
          >
            {SOURCE_FIELDS.map((field) => (
              <MenuItem key={field} value={field}>
                {t(`popups:rules.source.fields.${field}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            label={t('popups:rules.source.value')}
            value={rule.source}
            onChange={(event) => onChange({ ...rule, source: event.target.value }, 'value')}
            error={errorOf('value') !== null}
            helperText={errorOf('value') ?? t('popups:rules.source.help')}
            slotProps={{ htmlInput: { maxLength: 200 } }}
            fullWidth
          />
        </Stack>
      );
    case 'schedule':
      return (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {(['from', 'to'] as const).map((field) => (
            <DatePicker
              key={field}
              size="small"
              label={t(`popups:rules.schedule.${field}`)}
              value={rule[field]}
              onChange={(next) => set(field, next)}
              error={errorOf(field) ?? undefined}
              helperText={t('popups:rules.schedule.help')}
            />
          ))}
        </Stack>
      );
  }
}
