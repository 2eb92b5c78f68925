import { type FlowDefinition, type FlowStep, reachableSteps } from '@butikkpanel/contracts';
import { Graph, layout } from '@dagrejs/dagre';

export const NODE_WIDTH = 240;
export const NODE_HEIGHT = 96;

export interface CanvasNode {
  id: string;
  step: FlowStep | null;
  x: number;
  y: number;
}
export interface CanvasEdge {
  id: string;
  source: string;
  target: string;
  branch: 'yes' | 'no' | null;
}

/** The start and every step the start reaches, placed top-down by dagre; a condition's yes and no edges labelled. */
export function layoutFlow(definition: FlowDefinition): { nodes: CanvasNode[]; edges: CanvasEdge[] } {
  const steps = reachableSteps(definition).map(({ step }) => step);
  const edges: CanvasEdge[] = [];
  const link = (source: string, target: string | null, branch: CanvasEdge['branch']) => {
    if (target !== null && steps.some((step) => step.id === target))
      edges.push({ id: `${source}->${target}`, source, target, branch });
  };
  link('start', definition.first, null);
  for (const step of steps) {
    if (step.type === 'condition') {
      link(step.id, step.yes, 'yes');
      link(step.id, step.no, 'no');
    } else if (step.type !== 'exit') link(step.id, step.next, null);
  }

  const graph = new Graph();
  graph.setGraph({ rankdir: 'TB', nodesep: 48, ranksep: 56 });
  graph.setDefaultEdgeLabel(() => ({}));
  graph.setNode('start', { width: NODE_WIDTH, height: NODE_HEIGHT });
  for (const step of steps) graph.setNode(step.id, { width: NODE_WIDTH, height: NODE_HEIGHT });
  for (const edge of edges) graph.setEdge(edge.source, edge.target);
  layout(graph);

  // dagre gives centres; xyflow places a node by its top left corner.
  const place = (id: string, step: FlowStep | null): CanvasNode => {
    const { x, y } = graph.node(id) as { x: number; y: number };
    return { id, step, x: x - NODE_WIDTH / 2, y: y - NODE_HEIGHT / 2 };
  };
  return { nodes: [place('start', null), ...steps.map((step) => place(step.id, step))], edges };
}
