import { flowTemplateDefinition } from '@butikkpanel/contracts';
import { describe, expect, it } from 'vitest';
import { layoutFlow, NODE_HEIGHT } from '../builder/canvas-layout';

describe('the flow map layout', () => {
  const { nodes, edges } = layoutFlow(flowTemplateDefinition('abandoned_cart'));
  const at = (id: string) => nodes.find((node) => node.id === id) ?? { x: Number.NaN, y: Number.NaN };

  it('has a box for the start and every step, and an edge for every link, yes and no labelled', () => {
    expect(nodes.map((node) => node.id)).toEqual([
      'start',
      'wait-4h',
      'mail-1',
      'wait-24h',
      'bought',
      'exit-bought',
      'mail-2',
      'exit',
    ]);
    expect(edges.filter((edge) => edge.branch !== null)).toEqual([
      { id: 'bought->exit-bought', source: 'bought', target: 'exit-bought', branch: 'yes' },
      { id: 'bought->mail-2', source: 'bought', target: 'mail-2', branch: 'no' },
    ]);
    expect(edges).toHaveLength(7);
  });

  it("runs top-down, a condition's branches side by side", () => {
    expect(at('wait-4h').y).toBeGreaterThanOrEqual(at('start').y + NODE_HEIGHT);
    expect(at('bought').y).toBeGreaterThan(at('wait-24h').y);
    expect(at('exit-bought').y).toBe(at('mail-2').y);
    expect(at('exit-bought').x).not.toBe(at('mail-2').x);
  });
});
