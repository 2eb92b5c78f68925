import {
  type FlowDefinition,
  type FlowStep,
  type FlowStepFigures,
  type FlowStepType,
  reachableSteps,
} from '@butikkpanel/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AddStepMenu } from './add-step-menu';
import type { ShownProblem } from './problems';
import { StepFiguresLine } from './step-figures';
import type { FlowSlot } from './step-ops';

export interface StepListProps {
  definition: FlowDefinition;
  problems: ReadonlyMap<string, ShownProblem[]>;
  selected: string | null;
  /** The step's figures on the live flow, or null to show none. */
  figures: (id: string) => FlowStepFigures | null;
  describe: { start: string; stepName: (step: FlowStep) => string; summary: (step: FlowStep) => string };
  onEdit: (id: string) => void;
  onInsert: (slot: FlowSlot, type: FlowStepType) => void;
  onDelete: (id: string) => void;
}

/**
 * The flow as a list, for the keyboard and screen readers: the start and every step the start reaches, depth
 * first (a condition's yes branch before its no), each with its place, its problems and its actions.
 */
export function StepListView(props: StepListProps) {
  const { t } = useTranslation(['flows']);
  const labelId = useId();
  const steps = reachableSteps(props.definition);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The deleted step's buttons go with it: the keyboard lands on the list's heading, not on the page.
  const remove = (id: string) => {
    props.onDelete(id);
    headingRef.current?.focus();
  };
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, overflow: 'auto', height: '100%' }}>
      <Typography id={labelId} ref={headingRef} tabIndex={-1} variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('flows:stepList.label')}
      </Typography>
      <Box component="ol" aria-labelledby={labelId} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        <StepItem
          {...props}
          id="start"
          name={t('flows:steps.start')}
          summary={props.describe.start}
          depth={0}
          branch={null}
          index={0}
          mail={false}
        >
          <AddStepMenu
            label={t('flows:stepList.addAfter')}
            accessibleLabel={t('flows:stepList.addAfterNamed', { name: t('flows:steps.start') })}
            onAdd={(type) => props.onInsert({ from: 'start' }, type)}
          />
        </StepItem>
        {steps.map(({ step, depth, branch }, index) => {
          const name = props.describe.stepName(step);
          return (
            <StepItem
              key={step.id}
              {...props}
              id={step.id}
              name={name}
              summary={props.describe.summary(step)}
              depth={depth}
              branch={branch}
              index={index + 1}
              mail={step.type === 'send_email'}
            >
              {step.type === 'condition' ? (
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
              ) : (
                step.type !== 'exit' && (
                  <AddStepMenu
                    label={t('flows:stepList.addAfter')}
                    accessibleLabel={t('flows:stepList.addAfterNamed', { name: `${index + 1} ${name}` })}
                    onAdd={(type) => props.onInsert({ from: step.id, branch: 'next' }, type)}
                  />
                )
              )}
              <Button
                size="small"
                color="error"
                aria-label={t('flows:stepList.deleteNamed', { name: `${index + 1} ${name}` })}
                aria-describedby={step.type === 'condition' ? `${labelId}-condition-hint` : undefined}
                onClick={() => remove(step.id)}
              >
                {t('flows:stepList.delete')}
              </Button>
            </StepItem>
          );
        })}
      </Box>
      {steps.length === 0 && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('flows:stepList.empty')}
        </Typography>
      )}
      <Typography id={`${labelId}-condition-hint`} variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {t('flows:stepList.deleteConditionHint')}
      </Typography>
    </Box>
  );
}

function StepItem({
  id,
  name,
  summary,
  depth,
  branch,
  index,
  mail,
  problems,
  selected,
  figures,
  onEdit,
  children,
}: StepListProps & {
  id: string;
  name: string;
  summary: string;
  depth: number;
  branch: 'yes' | 'no' | null;
  index: number;
  mail: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation(['flows']);
  const headingId = useId();
  const own = problems.get(id) ?? [];
  const counted = figures(id);
  const place = [
    t('flows:stepList.depth', { depth: depth + 1 }),
    branch === 'yes' ? t('flows:stepList.branchYes') : branch === 'no' ? t('flows:stepList.branchNo') : null,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <Box component="li" aria-labelledby={headingId} sx={{ pl: Math.min(depth, 6) * 2, mb: 1 }}>
      <Paper
        variant="outlined"
        sx={{
          p: 1.5,
          borderColor: own.length > 0 ? 'error.main' : selected === id ? 'primary.main' : undefined,
          borderWidth: selected === id ? 2 : 1,
        }}
      >
        <Typography id={headingId} component="h3" variant="subtitle1" sx={{ overflowWrap: 'anywhere' }}>
          {index === 0 ? name : t('flows:stepList.position', { index, name })}
        </Typography>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {summary}
        </Typography>
        {index > 0 && (
          <Typography variant="body2" color="text.secondary">
            {place}
          </Typography>
        )}
        {counted && <StepFiguresLine figures={counted} mail={mail} />}
        {own.length > 0 && (
          <Box
            component="ul"
            aria-label={t('flows:stepList.problemsLabel')}
            sx={{ color: 'error.main', m: 0, mt: 0.5, pl: 2.5 }}
          >
            {own.map((problem) => (
              <Typography component="li" variant="body2" key={`${problem.field ?? ''}:${problem.text}`}>
                {problem.text}
              </Typography>
            ))}
          </Box>
        )}
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
          <Button
            size="small"
            variant="outlined"
            aria-label={t('flows:stepList.editNamed', { name: index === 0 ? name : `${index} ${name}` })}
            onClick={() => onEdit(id)}
          >
            {t('flows:stepList.edit')}
          </Button>
          {children}
        </Stack>
      </Paper>
    </Box>
  );
}
