import '@xyflow/react/dist/style.css';
import type { FlowDefinition, FlowStep, FlowStepFigures } from '@butikkpanel/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  Background,
  Controls,
  type Edge,
  Handle,
  MarkerType,
  type Node,
  type NodeProps,
  Position,
  ReactFlow,
} from '@xyflow/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { layoutFlow, NODE_HEIGHT, NODE_WIDTH } from './canvas-layout';
import type { ShownProblem } from './problems';

type StepNodeData = {
  title: string;
  summary: string;
  problems: string[];
  /** "12 inne · 3 venter" on the live flow, or null. */
  counts: string | null;
  selected: boolean;
  isStart: boolean;
};
type StepNode = Node<StepNodeData, 'step'>;

/** One box on the map: the step's kind, its summary and its problems. */
function StepNodeView({ data }: NodeProps<StepNode>) {
  return (
    <Box
      sx={{
        width: NODE_WIDTH,
        minHeight: NODE_HEIGHT,
        p: 1.25,
        borderRadius: 1,
        border: 2,
        borderColor: data.problems.length > 0 ? 'error.main' : data.selected ? 'primary.main' : 'divider',
        bgcolor: data.isStart ? 'action.hover' : 'background.paper',
        boxShadow: data.selected ? 3 : 0,
        cursor: 'pointer',
      }}
    >
      {!data.isStart && <Handle type="target" position={Position.Top} isConnectable={false} />}
      <Typography variant="subtitle2">{data.title}</Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {data.summary}
      </Typography>
      {data.counts && (
        <Typography variant="caption" color="text.secondary" component="p">
          {data.counts}
        </Typography>
      )}
      {data.problems.map((text) => (
        <Typography key={text} variant="caption" color="error" component="p">
          {text}
        </Typography>
      ))}
      <Handle type="source" position={Position.Bottom} isConnectable={false} />
    </Box>
  );
}

const nodeTypes = { step: StepNodeView };

/**
 * The flow as a map (xyflow, laid out top-down by dagre). Mouse first: clicking a box selects it for the
 * side panel; the list view is the way in for the keyboard and screen readers.
 */
export function FlowCanvas({
  definition,
  problems,
  selected,
  describe,
  onSelect,
  fitFirst,
  figures,
}: {
  definition: FlowDefinition;
  problems: ReadonlyMap<string, ShownProblem[]>;
  selected: string | null;
  describe: { start: string; stepName: (step: FlowStep) => string; summary: (step: FlowStep) => string };
  onSelect: (id: string) => void;
  /** Opens zoomed to fit only this many boxes from the start (a phone), readable rather than whole. */
  fitFirst?: number;
  /** The step's figures on the live flow, or null to show none. */
  figures?: (id: string) => FlowStepFigures | null;
}) {
  const { t, i18n } = useTranslation(['flows']);
  const language = i18n.resolvedLanguage ?? 'nb';
  // xyflow names the arrow key's direction in English ('up', 'left', …).
  const directionText = (direction: string) =>
    ({
      up: t('flows:builder.directionUp'),
      down: t('flows:builder.directionDown'),
      left: t('flows:builder.directionLeft'),
      right: t('flows:builder.directionRight'),
    })[direction] ?? direction;
  // Only who is in and who waits: the box stays readable; the rest is in the list view and the panel.
  const counts = (id: string) => {
    const own = figures?.(id);
    if (!own) return null;
    return [
      t('flows:figures.short.entered', { value: formatNumber(own.entered, language) }),
      t('flows:figures.short.waiting', { value: formatNumber(own.waiting, language) }),
    ].join(' · ');
  };
  const placed = useMemo(() => layoutFlow(definition), [definition]);
  const nodes: StepNode[] = placed.nodes.map(({ id, step, x, y }) => ({
    id,
    type: 'step',
    position: { x, y },
    draggable: false,
    connectable: false,
    selected: selected === id,
    data: {
      title: step ? describe.stepName(step) : t('flows:steps.start'),
      summary: step ? describe.summary(step) : describe.start,
      problems: (problems.get(id) ?? []).map((problem) => problem.text),
      counts: counts(id),
      selected: selected === id,
      isStart: step === null,
    },
  }));
  const edges: Edge[] = placed.edges.map((edge) => ({
    id: edge.id,
    source: edge.source,
    target: edge.target,
    label:
      edge.branch === 'yes'
        ? t('flows:builder.edgeYes')
        : edge.branch === 'no'
          ? t('flows:builder.edgeNo')
          : undefined,
    markerEnd: { type: MarkerType.ArrowClosed },
  }));

  return (
    <Box sx={{ width: '100%', height: '100%', minHeight: 360 }}>
      <ReactFlow
        aria-label={t('flows:builder.canvasLabel')}
        nodes={nodes}
        edges={edges}
        nodeTypes={nodeTypes}
        // A click, or Enter on a focused box, asks xyflow to select it: that is the panel's selection.
        onNodesChange={(changes) => {
          for (const change of changes) if (change.type === 'select' && change.selected) onSelect(change.id);
        }}
        nodesDraggable={false}
        nodesConnectable={false}
        edgesFocusable={false}
        deleteKeyCode={null}
        ariaLabelConfig={{
          'node.a11yDescription.default': t('flows:builder.canvasHint'),
          'node.a11yDescription.keyboardDisabled': t('flows:builder.canvasHint'),
          'edge.a11yDescription.default': t('flows:builder.canvasEdgeHint'),
          'controls.ariaLabel': t('flows:builder.canvasControls'),
          'controls.zoomIn.ariaLabel': t('flows:builder.zoomIn'),
          'controls.zoomOut.ariaLabel': t('flows:builder.zoomOut'),
          'controls.fitView.ariaLabel': t('flows:builder.fitView'),
          // The rest of xyflow's own words too, so none of its English reaches a screen reader.
          'controls.interactive.ariaLabel': t('flows:builder.canvasInteractive'),
          'minimap.ariaLabel': t('flows:builder.canvasMiniMap'),
          'handle.ariaLabel': t('flows:builder.canvasHandle'),
          'node.a11yDescription.ariaLiveMessage': ({ direction, x, y }) =>
            t('flows:builder.canvasMoved', { direction: directionText(direction), x, y }),
        }}
        fitView
        fitViewOptions={{
          maxZoom: 1,
          nodes:
            fitFirst === undefined ? undefined : placed.nodes.slice(0, fitFirst).map(({ id }) => ({ id })),
        }}
        minZoom={0.2}
        proOptions={{ hideAttribution: false }}
      >
        <Background />
        <Controls showInteractive={false} />
      </ReactFlow>
    </Box>
  );
}
