import {
  type FlowDefinition,
  type FlowStep,
  type FlowStepType,
  nextSteps,
  reachableSteps,
} from '@butikkpanel/contracts';

/** Where a step hangs: right after the start, or on a step's `next`, `yes` or `no`. */
export type FlowSlot = { from: 'start' } | { from: string; branch: 'next' | 'yes' | 'no' };

/** The id a slot points at (null: nothing there yet). */
export function slotTarget(definition: FlowDefinition, slot: FlowSlot): string | null {
  if (slot.from === 'start') return definition.first;
  const step = definition.steps.find((one) => one.id === slot.from);
  if (!step || !('branch' in slot)) return null;
  if (step.type === 'condition') return slot.branch === 'no' ? step.no : step.yes;
  return step.type === 'exit' ? null : step.next;
}

function withSlot(definition: FlowDefinition, slot: FlowSlot, target: string | null): FlowDefinition {
  if (slot.from === 'start') return { ...definition, first: target };
  const branch = 'branch' in slot ? slot.branch : 'next';
  return {
    ...definition,
    steps: definition.steps.map((step): FlowStep => {
      if (step.id !== slot.from) return step;
      if (step.type === 'condition')
        return branch === 'no' ? { ...step, no: target } : { ...step, yes: target };
      return step.type === 'exit' ? step : { ...step, next: target };
    }),
  };
}

/** A fresh id for a new step of this type, one no step has (the contract allows letters, digits, - and _). */
export function newStepId(definition: FlowDefinition, type: FlowStepType): string {
  const taken = new Set(definition.steps.map((step) => step.id));
  let n = 1;
  while (taken.has(`${type}-${n}`)) n += 1;
  return `${type}-${n}`;
}

/** A new step as the builder adds it: empty where the owner must choose, so validation shows what is left. */
export function blankStep(id: string, type: FlowStepType, next: string | null): FlowStep {
  switch (type) {
    case 'wait':
      return { id, type, amount: null, unit: 'hours', next };
    case 'condition':
      return {
        id,
        type,
        condition: { kind: 'purchased_since_entry', amount: null, segment_id: null, tag: null },
        yes: next,
        no: null,
      };
    case 'send_email':
      return { id, type, template_id: null, discount_template_id: null, next };
    case 'join_popup':
      return { id, type, popup_id: null, next };
    case 'review_service':
      return { id, type, next };
    case 'exit':
      return { id, type };
  }
}

/** Only the steps the start reaches: an edit that cuts a branch off leaves no strays behind. */
export function pruneUnreachable(definition: FlowDefinition): FlowDefinition {
  const reachable = new Set(reachableSteps(definition).map(({ step }) => step.id));
  if (reachable.size === definition.steps.length) return definition;
  return { ...definition, steps: definition.steps.filter((step) => reachable.has(step.id)) };
}

/**
 * Puts a new step into a slot; what was there follows it (on a condition's yes branch). An exit ends the
 * path, so what followed is dropped.
 */
export function insertStep(
  definition: FlowDefinition,
  slot: FlowSlot,
  type: FlowStepType,
  id = newStepId(definition, type),
): FlowDefinition {
  const following = slotTarget(definition, slot);
  const step = blankStep(id, type, following);
  return pruneUnreachable(withSlot({ ...definition, steps: [...definition.steps, step] }, slot, id));
}

/** The slot that points at a step (the start's, or its parent's branch), if any. */
export function slotOf(definition: FlowDefinition, id: string): FlowSlot | null {
  if (definition.first === id) return { from: 'start' };
  for (const step of definition.steps) {
    if (step.type === 'condition') {
      if (step.yes === id) return { from: step.id, branch: 'yes' };
      if (step.no === id) return { from: step.id, branch: 'no' };
    } else if (step.type !== 'exit' && step.next === id) return { from: step.id, branch: 'next' };
  }
  return null;
}

/** Removes a step; its parent points at what followed it (a condition's yes branch; its no branch goes). */
export function deleteStep(definition: FlowDefinition, id: string): FlowDefinition {
  const step = definition.steps.find((one) => one.id === id);
  if (!step) return definition;
  const [following = null] = nextSteps(step);
  const parent = slotOf(definition, id);
  const rest = { ...definition, steps: definition.steps.filter((one) => one.id !== id) };
  return pruneUnreachable(parent ? withSlot(rest, parent, following) : rest);
}

/** Replaces one step by id, keeping its place. */
export function replaceStep(definition: FlowDefinition, next: FlowStep): FlowDefinition {
  return { ...definition, steps: definition.steps.map((step) => (step.id === next.id ? next : step)) };
}
