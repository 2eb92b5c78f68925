import { type FlowDetail, type FlowStepType, fitsFlowStart } from '@butikkpanel/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useSnackbar } from 'notistack';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '@/components/layout/icons';
import { LeaveDialog } from '@/components/leave-dialog';
import { ApiRequestError } from '@/lib/api-client';
import { failureText } from '@/lib/failure-text';
import { useDiscountTemplates } from '@/lib/use-discount-templates';
import { useFillHeight } from '@/lib/use-fill-height';
import { useUnsavedGuard } from '@/lib/use-unsaved-guard';
import { useFlowEmailTemplates, useFlowPopups, useFlowSegments } from '../api/pickers';
import { useFlowTexts } from '../components/flow-texts';
import { BuilderToolbar } from './builder-toolbar';
import { DryRunDialog } from './dry-run-dialog';
import { FlowCanvas } from './flow-canvas';
import { draftProblems, problemsByStep, type ShownProblem, serverProblems, useProblemText } from './problems';
import { stepFiguresOf } from './step-figures';
import { StepListView } from './step-list-view';
import type { FlowSlot } from './step-ops';
import { newStepId } from './step-ops';
import { StepPanel } from './step-panel';
import { useFlowDraft } from './use-flow-draft';

type View = 'map' | 'list';

/** The builder for one loaded flow: top bar, the map or the list, and the selected step's panel. */
export function FlowBuilder({ accountId, flow }: { accountId: string; flow: FlowDetail }) {
  const { t } = useTranslation(['flows']);
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const { enqueueSnackbar } = useSnackbar();
  const rootRef = useRef<HTMLDivElement>(null);
  const height = useFillHeight(rootRef);
  const draft = useFlowDraft(accountId, flow);
  const { definition, reentry } = draft.draft;
  const [view, setView] = useState<View>(() => (wide ? 'map' : 'list'));
  const [selected, setSelected] = useState<string | null>(null);
  const [dryRunOpen, setDryRunOpen] = useState(false);

  const templates = useFlowEmailTemplates(accountId);
  const segments = useFlowSegments(accountId);
  const discounts = useDiscountTemplates(accountId);
  const popups = useFlowPopups(accountId);
  const start = definition.start;
  const options = useMemo(
    () => ({
      // Only e-mails of a type this start may send (contracts' flowEmailTypes; the server refuses others).
      templates: (templates.data ?? [])
        .filter(({ type }) => fitsFlowStart(type, start))
        .map(({ id, name }) => ({ id, name })),
      templatesLoading: templates.isPending,
      segments: (segments.data ?? []).map(({ id, name }) => ({ id, name })),
      discounts: (discounts.data ?? []).map(({ id, name, code }) => ({ id, name: `${name} (${code})` })),
      popups: popups.data ?? [],
      popupsUnavailable: popups.isError,
    }),
    [templates.data, templates.isPending, start, segments.data, discounts.data, popups.data, popups.isError],
  );
  const texts = useFlowTexts({
    templates: new Map((templates.data ?? []).map((one) => [one.id, one.name])),
    segments: new Map(options.segments.map((one) => [one.id, one.name])),
    popups: new Map(options.popups.map((one) => [one.id, one.name])),
  });
  const figures = stepFiguresOf(flow);
  const describe = { start: texts.start(definition.start), stepName: texts.stepName, summary: texts.summary };

  const problemText = useProblemText();
  const live: ShownProblem[] = draftProblems(definition, templates.data).map((problem) => ({
    step: problem.step,
    field: problem.field,
    text: problemText(problem.code),
  }));
  const fromServer = serverProblems(draft.failure);
  const problems = problemsByStep([...live, ...fromServer]);
  const problemCount = live.length + fromServer.filter((problem) => problem.step !== 'name').length;
  // Server problems with no step to show them on (the re-entry rule, say) are listed in the error itself.
  const placed = new Set(['start', 'name', ...definition.steps.map((step) => step.id)]);
  const unplaced = fromServer.filter((problem) => !placed.has(problem.step));
  const nameError = draft.failure instanceof ApiRequestError ? (draft.failure.fields.name ?? null) : null;

  const blocker = useUnsavedGuard(() => draft.dirty);

  // "Rediger" and a new step take the keyboard to the panel's heading (the drawer moves focus itself).
  const asideRef = useRef<HTMLElement>(null);
  const [focusPanel, setFocusPanel] = useState(false);
  useEffect(() => {
    if (!focusPanel) return;
    asideRef.current?.querySelector<HTMLElement>('h2')?.focus();
    setFocusPanel(false);
  }, [focusPanel]);
  const edit = (id: string) => {
    setSelected(id);
    setFocusPanel(true);
  };

  const insert = (slot: FlowSlot, type: FlowStepType) => {
    const id = newStepId(definition, type);
    draft.dispatch({ type: 'insertStep', slot, stepType: type, id });
    edit(id);
  };
  const remove = (id: string) => {
    draft.dispatch({ type: 'deleteStep', id });
    if (selected === id) setSelected(null);
  };
  const saveAndSay = async () => {
    if (await draft.save()) enqueueSnackbar(t('flows:builder.saved'), { variant: 'success' });
  };
  const switchActive = async (active: boolean) => {
    if (await draft.setActive(active))
      enqueueSnackbar(t(active ? 'flows:builder.activated' : 'flows:builder.deactivated'), {
        variant: 'success',
      });
  };

  const panel =
    selected === null ? null : (
      <StepPanel
        definition={definition}
        reentry={reentry}
        selected={selected}
        problems={problems}
        figures={figures}
        options={options}
        stepName={texts.stepName}
        onStart={(start, typing) => draft.dispatch({ type: 'setStart', start, typing })}
        onReentry={(next, typing) => draft.dispatch({ type: 'setReentry', reentry: next, typing })}
        onStep={(step, typing) => draft.dispatch({ type: 'updateStep', step, typing })}
        onInsert={insert}
        onDelete={remove}
      />
    );

  return (
    <Box
      ref={rootRef}
      sx={{ m: -2, height: height ?? '100vh', display: 'flex', flexDirection: 'column', overflow: 'hidden' }}
    >
      <BuilderToolbar
        accountId={accountId}
        name={draft.name}
        nameError={nameError}
        active={flow.active}
        dirty={draft.dirty}
        saving={draft.saving}
        switching={draft.switching}
        problemCount={problemCount}
        canUndo={draft.canUndo}
        canRedo={draft.canRedo}
        onName={draft.setName}
        onUndo={() => draft.dispatch({ type: 'undo' })}
        onRedo={() => draft.dispatch({ type: 'redo' })}
        onSave={() => void saveAndSay()}
        onDryRun={() => setDryRunOpen(true)}
        onActive={(active) => void switchActive(active)}
      />
      {flow.active && (
        <Alert severity="info" role="status" sx={{ borderRadius: 0 }}>
          {flow.on_older_versions > 0
            ? t('flows:builder.activeNote', { count: flow.on_older_versions })
            : t('flows:builder.activeNoteNone')}
        </Alert>
      )}
      {draft.failure !== null && (
        <Alert
          severity="error"
          role="alert"
          sx={{ borderRadius: 0 }}
          action={
            <IconButton
              color="inherit"
              size="small"
              aria-label={t('flows:builder.dismiss')}
              onClick={draft.clearFailure}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          }
        >
          {failureText(draft.failure)}
          {unplaced.length > 0 && (
            <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
              {unplaced.map((problem) => (
                <li key={`${problem.step}.${problem.field ?? ''}`}>{problem.text}</li>
              ))}
            </Box>
          )}
        </Alert>
      )}
      <Box sx={{ px: { xs: 1, sm: 2 }, py: 1, borderBottom: 1, borderColor: 'divider' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={view}
          aria-label={t('flows:builder.viewLabel')}
          onChange={(_, next: View | null) => {
            if (next !== null) setView(next);
          }}
        >
          <ToggleButton value="map">{t('flows:builder.map')}</ToggleButton>
          <ToggleButton value="list">{t('flows:builder.list')}</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex' }}>
        <Box sx={{ flex: 1, minWidth: 0, overflow: 'auto' }}>
          {view === 'map' ? (
            <FlowCanvas
              definition={definition}
              problems={problems}
              selected={selected}
              describe={describe}
              onSelect={setSelected}
              figures={figures}
              fitFirst={wide ? undefined : 3}
            />
          ) : (
            <StepListView
              definition={definition}
              problems={problems}
              selected={selected}
              figures={figures}
              describe={describe}
              onEdit={edit}
              onInsert={insert}
              onDelete={remove}
            />
          )}
        </Box>
        {wide && panel && (
          <Box
            ref={asideRef}
            component="aside"
            aria-label={t('flows:panel.label')}
            sx={{ width: 360, flexShrink: 0, borderLeft: 1, borderColor: 'divider', overflow: 'auto', p: 2 }}
          >
            <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
              <IconButton
                size="small"
                aria-label={t('flows:builder.closePanel')}
                onClick={() => setSelected(null)}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </Box>
            {panel}
          </Box>
        )}
      </Box>
      {!wide && (
        <Drawer
          anchor="bottom"
          open={panel !== null}
          onClose={() => setSelected(null)}
          slotProps={{ paper: { 'aria-label': t('flows:panel.label'), sx: { maxHeight: '85vh', p: 2 } } }}
        >
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <IconButton
              size="small"
              aria-label={t('flows:builder.closePanel')}
              onClick={() => setSelected(null)}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </Box>
          {panel}
        </Drawer>
      )}
      <DryRunDialog
        accountId={accountId}
        flowId={flow.id}
        open={dryRunOpen}
        definition={definition}
        reentry={reentry}
        describe={describe}
        onClose={() => setDryRunOpen(false)}
      />
      <LeaveDialog
        title={t('flows:leave.title')}
        text={t('flows:leave.text')}
        blocker={blocker}
        saving={draft.saving}
        save={draft.save}
      />
    </Box>
  );
}
