import type {
  FlowDefinition,
  FlowReentry,
  FlowStart,
  FlowStep,
  FlowStepFigures,
  FlowStepType,
} from '@butikkpanel/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AddStepMenu } from './add-step-menu';
import type { ShownProblem } from './problems';
import { StartEditor } from './start-editor';
import { type PickerOptions, StepEditor } from './step-editor';
import { StepFiguresTable } from './step-figures';
import type { FlowSlot } from './step-ops';

/** The fields each editor marks itself; any other problem is listed at the top of the panel. */
const MARKED_FIELDS: Record<FlowStepType | 'start', readonly string[]> = {
  start: ['values', 'segment_id'],
  wait: ['amount'],
  condition: ['kind', 'amount', 'segment_id', 'tag'],
  send_email: ['template_id', 'discount_template_id'],
  join_popup: ['popup_id'],
  review_service: [],
  exit: [],
};

export interface StepPanelProps {
  definition: FlowDefinition;
  reentry: FlowReentry;
  selected: string;
  problems: ReadonlyMap<string, ShownProblem[]>;
  /** The step's figures on the live flow, or null to show none. */
  figures: (id: string) => FlowStepFigures | null;
  options: PickerOptions;
  stepName: (step: FlowStep) => string;
  onStart: (start: FlowStart, typing?: string) => void;
  onReentry: (reentry: FlowReentry, typing?: string) => void;
  onStep: (step: FlowStep, typing?: string) => void;
  onInsert: (slot: FlowSlot, type: FlowStepType) => void;
  onDelete: (id: string) => void;
}

/** The side panel: the selected step's fields with their problems, and adding after or deleting it. */
export function StepPanel(props: StepPanelProps) {
  const { t } = useTranslation(['flows']);
  const { selected, definition } = props;
  const step = selected === 'start' ? null : definition.steps.find((one) => one.id === selected);
  if (step === undefined) return <Typography>{t('flows:panel.nothingSelected')}</Typography>;
  const name = step ? props.stepName(step) : t('flows:steps.start');
  const own = props.problems.get(selected);
  const marked = MARKED_FIELDS[step ? step.type : 'start'];
  const counted = props.figures(selected);
  const general = (own ?? []).filter((problem) => problem.field === null || !marked.includes(problem.field));

  return (
    <Stack spacing={2}>
      {/* Focusable from script: choosing "Rediger" in the list moves the keyboard here. */}
      <Typography variant="h6" component="h2" tabIndex={-1} sx={{ overflowWrap: 'anywhere' }}>
        {t('flows:panel.title', { name })}
      </Typography>
      {general.length > 0 && (
        <Alert severity="error">
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {general.map((problem) => (
              <li key={`${problem.field ?? ''}:${problem.text}`}>{problem.text}</li>
            ))}
          </Box>
        </Alert>
      )}
      {step ? (
        <StepEditor step={step} problems={own} options={props.options} onChange={props.onStep} />
      ) : (
        <StartEditor
          start={definition.start}
          reentry={props.reentry}
          problems={own}
          segments={props.options.segments}
          onStart={props.onStart}
          onReentry={props.onReentry}
        />
      )}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {!step && (
          <AddStepMenu
            label={t('flows:stepList.addAfter')}
            onAdd={(type) => props.onInsert({ from: 'start' }, type)}
          />
        )}
        {step?.type === 'condition' && (
          <>
            <AddStepMenu
              label={t('flows:stepList.addYes')}
              onAdd={(type) => props.onInsert({ from: step.id, branch: 'yes' }, type)}
            />
            <AddStepMenu
              label={t('flows:stepList.addNo')}
              onAdd={(type) => props.onInsert({ from: step.id, branch: 'no' }, type)}
            />
          </>
        )}
        {step && step.type !== 'condition' && step.type !== 'exit' && (
          <AddStepMenu
            label={t('flows:stepList.addAfter')}
            onAdd={(type) => props.onInsert({ from: step.id, branch: 'next' }, type)}
          />
        )}
        {step && (
          <Button size="small" color="error" onClick={() => props.onDelete(step.id)}>
            {t('flows:stepList.delete')}
          </Button>
        )}
      </Stack>
      {step?.type === 'condition' && (
        <Typography variant="body2" color="text.secondary">
          {t('flows:stepList.deleteConditionHint')}
        </Typography>
      )}
      {counted && <StepFiguresTable figures={counted} />}
    </Stack>
  );
}
