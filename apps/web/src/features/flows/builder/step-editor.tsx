import {
  FLOW_CONDITION_KINDS,
  FLOW_WAIT_MAX_HOURS,
  type FlowConditionKind,
  type FlowStep,
} from '@butikkpanel/contracts';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { IdSelect, WholeNumberField } from './panel-fields';
import { fieldProblem, type ShownProblem } from './problems';

export interface PickerOptions {
  templates: ReadonlyArray<{ id: number; name: string }>;
  templatesLoading: boolean;
  segments: ReadonlyArray<{ id: number; name: string }>;
  discounts: ReadonlyArray<{ id: number; name: string }>;
  popups: ReadonlyArray<{ id: number; name: string }>;
  /** Without the popups package the list cannot be read: the picker says why it is empty. */
  popupsUnavailable: boolean;
}

/** The fields of one step; every change is a whole new step, so undo sees it as one edit. */
export function StepEditor({
  step,
  problems,
  options,
  onChange,
}: {
  step: FlowStep;
  problems: ShownProblem[] | undefined;
  options: PickerOptions;
  /** `typing`: the field typed into, so a run of keystrokes is one undo step. */
  onChange: (step: FlowStep, typing?: string) => void;
}) {
  const { t } = useTranslation(['flows']);
  switch (step.type) {
    case 'wait':
      return (
        <Stack spacing={2}>
          <WholeNumberField
            label={t('flows:panel.waitAmount')}
            value={step.amount}
            max={step.unit === 'days' ? FLOW_WAIT_MAX_HOURS / 24 : FLOW_WAIT_MAX_HOURS}
            error={fieldProblem(problems, 'amount')}
            onChange={(amount) => onChange({ ...step, amount }, `${step.id}.amount`)}
          />
          <TextField
            select
            size="small"
            label={t('flows:panel.waitUnit')}
            value={step.unit}
            onChange={(event) =>
              onChange({ ...step, unit: event.target.value === 'days' ? 'days' : 'hours' })
            }
            fullWidth
          >
            <MenuItem value="hours">{t('flows:panel.hours')}</MenuItem>
            <MenuItem value="days">{t('flows:panel.days_unit')}</MenuItem>
          </TextField>
        </Stack>
      );
    case 'condition': {
      const { condition } = step;
      const set = (patch: Partial<typeof condition>, typing?: string) =>
        onChange({ ...step, condition: { ...condition, ...patch } }, typing && `${step.id}.${typing}`);
      return (
        <Stack spacing={2}>
          <TextField
            select
            size="small"
            label={t('flows:panel.conditionKind')}
            value={condition.kind}
            onChange={(event) =>
              set({
                kind: event.target.value as FlowConditionKind,
                amount: null,
                segment_id: null,
                tag: null,
              })
            }
            error={fieldProblem(problems, 'kind') !== null}
            helperText={fieldProblem(problems, 'kind')}
            fullWidth
          >
            {FLOW_CONDITION_KINDS.map((kind) => (
              <MenuItem key={kind} value={kind}>
                {t(`flows:conditions.${kind}`)}
              </MenuItem>
            ))}
          </TextField>
          {condition.kind === 'cart_value' && (
            <TextField
              label={t('flows:panel.cartAmount')}
              type="number"
              size="small"
              value={condition.amount ?? ''}
              onChange={(event) => {
                const amount = Number.parseFloat(event.target.value);
                set({ amount: Number.isFinite(amount) && amount >= 0 ? amount : null }, 'amount');
              }}
              slotProps={{ htmlInput: { min: 0, step: 'any', inputMode: 'decimal' } }}
              error={fieldProblem(problems, 'amount') !== null}
              helperText={fieldProblem(problems, 'amount')}
              fullWidth
            />
          )}
          {condition.kind === 'in_segment' && (
            <IdSelect
              label={t('flows:panel.segment')}
              value={condition.segment_id}
              options={options.segments}
              emptyLabel={options.segments.length === 0 ? t('flows:panel.noSegments') : '–'}
              error={fieldProblem(problems, 'segment_id')}
              onChange={(segment_id) => set({ segment_id })}
            />
          )}
          {condition.kind === 'has_tag' && (
            <TextField
              label={t('flows:panel.tag')}
              size="small"
              value={condition.tag ?? ''}
              onChange={(event) => set({ tag: event.target.value === '' ? null : event.target.value }, 'tag')}
              error={fieldProblem(problems, 'tag') !== null}
              helperText={fieldProblem(problems, 'tag')}
              fullWidth
            />
          )}
        </Stack>
      );
    }
    case 'send_email':
      return (
        <Stack spacing={2}>
          <IdSelect
            label={t('flows:panel.template')}
            value={step.template_id}
            options={options.templates}
            emptyLabel={
              options.templatesLoading
                ? t('flows:panel.templatesLoading')
                : options.templates.length === 0
                  ? t('flows:panel.noTemplates')
                  : '–'
            }
            error={fieldProblem(problems, 'template_id')}
            onChange={(template_id) => onChange({ ...step, template_id })}
          />
          <IdSelect
            label={t('flows:panel.discount')}
            value={step.discount_template_id}
            options={options.discounts}
            emptyLabel={t('flows:panel.noDiscount')}
            error={fieldProblem(problems, 'discount_template_id')}
            helperText={t('flows:panel.discountHelp')}
            onChange={(discount_template_id) => onChange({ ...step, discount_template_id })}
          />
        </Stack>
      );
    case 'join_popup':
      return (
        <IdSelect
          label={t('flows:panel.popup')}
          value={step.popup_id}
          options={options.popups}
          emptyLabel={
            options.popupsUnavailable
              ? t('flows:panel.popupsUnavailable')
              : options.popups.length === 0
                ? t('flows:panel.noPopups')
                : '–'
          }
          error={fieldProblem(problems, 'popup_id')}
          helperText={t('flows:panel.popupHelp')}
          onChange={(popup_id) => onChange({ ...step, popup_id })}
        />
      );
    case 'review_service':
      return <Typography>{t('flows:panel.reviewText')}</Typography>;
    case 'exit':
      return <Typography>{t('flows:panel.exitText')}</Typography>;
  }
}
