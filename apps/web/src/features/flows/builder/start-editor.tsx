import {
  FLOW_NOT_PURCHASED_MAX_DAYS,
  FLOW_REENTRY_MODES,
  FLOW_TRIGGERS,
  type FlowReentry,
  type FlowStart,
  type FlowTrigger,
} from '@butikkpanel/contracts';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CommaListField, IdSelect, WholeNumberField } from './panel-fields';
import { fieldProblem, type ShownProblem } from './problems';

const eventStart = (event: FlowTrigger): FlowStart => ({
  kind: 'event',
  event,
  days: null,
  product_ids: [],
  categories: [],
});

const REENTRY_LABELS = {
  once: 'flows:panel.reentryOnce',
  after_days: 'flows:panel.reentryAfterDays',
  every_time: 'flows:panel.reentryEveryTime',
} as const;

/** The start (an event with its values, or a segment) and the flow's re-entry rule. */
export function StartEditor({
  start,
  reentry,
  problems,
  segments,
  onStart,
  onReentry,
}: {
  start: FlowStart;
  reentry: FlowReentry;
  problems: ShownProblem[] | undefined;
  segments: ReadonlyArray<{ id: number; name: string }>;
  /** `typing`: the field typed into, so a run of keystrokes is one undo step. */
  onStart: (start: FlowStart, typing?: string) => void;
  onReentry: (reentry: FlowReentry, typing?: string) => void;
}) {
  const { t } = useTranslation(['flows']);
  const kindId = useId();
  const reentryId = useId();
  const valuesError = fieldProblem(problems, 'values');
  return (
    <Stack spacing={2}>
      <FormControl>
        <FormLabel id={kindId}>{t('flows:panel.startKind')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby={kindId}
          value={start.kind}
          onChange={(event) =>
            onStart(
              event.target.value === 'segment'
                ? { kind: 'segment', segment_id: null }
                : eventStart('abandoned_cart'),
            )
          }
        >
          <FormControlLabel value="event" control={<Radio />} label={t('flows:panel.startEvent')} />
          <FormControlLabel value="segment" control={<Radio />} label={t('flows:panel.startSegment')} />
        </RadioGroup>
      </FormControl>
      {start.kind === 'event' ? (
        <>
          <TextField
            select
            size="small"
            label={t('flows:panel.event')}
            value={start.event}
            onChange={(event) => onStart(eventStart(event.target.value as FlowTrigger))}
            fullWidth
          >
            {FLOW_TRIGGERS.map((trigger) => (
              <MenuItem key={trigger} value={trigger}>
                {t(`flows:events.${trigger}`)}
              </MenuItem>
            ))}
          </TextField>
          {start.event === 'not_purchased_since' && (
            <WholeNumberField
              label={t('flows:panel.days')}
              value={start.days}
              max={FLOW_NOT_PURCHASED_MAX_DAYS}
              error={valuesError}
              onChange={(days) => onStart({ ...start, days }, 'start.days')}
            />
          )}
          {start.event === 'purchased_category_or_product' && (
            <>
              <CommaListField
                label={t('flows:panel.productIds')}
                helperText={t('flows:panel.productIdsHelp')}
                value={start.product_ids}
                error={valuesError}
                onChange={(product_ids) => onStart({ ...start, product_ids }, 'start.product_ids')}
              />
              <CommaListField
                label={t('flows:panel.categories')}
                helperText={t('flows:panel.categoriesHelp')}
                value={start.categories}
                error={valuesError}
                onChange={(categories) => onStart({ ...start, categories }, 'start.categories')}
              />
            </>
          )}
        </>
      ) : (
        <IdSelect
          label={t('flows:panel.segment')}
          value={start.segment_id}
          options={segments}
          emptyLabel={segments.length === 0 ? t('flows:panel.noSegments') : '–'}
          error={fieldProblem(problems, 'segment_id')}
          onChange={(segment_id) => onStart({ kind: 'segment', segment_id })}
        />
      )}
      <Typography variant="subtitle2" component="h3">
        {t('flows:panel.settings')}
      </Typography>
      <FormControl>
        <FormLabel id={reentryId}>{t('flows:panel.reentry')}</FormLabel>
        <RadioGroup
          aria-labelledby={reentryId}
          value={reentry.mode}
          onChange={(event) => {
            const mode = event.target.value as FlowReentry['mode'];
            onReentry({ mode, days: mode === 'after_days' ? (reentry.days ?? 30) : null });
          }}
        >
          {FLOW_REENTRY_MODES.map((mode) => (
            <FormControlLabel key={mode} value={mode} control={<Radio />} label={t(REENTRY_LABELS[mode])} />
          ))}
        </RadioGroup>
      </FormControl>
      {reentry.mode === 'after_days' && (
        <WholeNumberField
          label={t('flows:panel.reentryDays')}
          value={reentry.days}
          max={3650}
          error={null}
          onChange={(days) => onReentry({ mode: 'after_days', days }, 'reentry.days')}
        />
      )}
    </Stack>
  );
}
