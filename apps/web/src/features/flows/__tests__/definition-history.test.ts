import { type FlowDefinition, flowTemplateDefinition, reachableSteps } from '@butikkpanel/contracts';
import { describe, expect, it } from 'vitest';
import {
  type DraftAction,
  type DraftHistory,
  draftHistoryReducer,
  HISTORY_LIMIT,
  startHistory,
} from '../builder/definition-history';
import { deleteStep, insertStep } from '../builder/step-ops';

const empty: FlowDefinition = {
  start: { kind: 'event', event: 'new_customer', days: null, product_ids: [], categories: [] },
  first: null,
  steps: [],
};
const start = (definition: FlowDefinition = empty) =>
  startHistory({ definition, reentry: { mode: 'once', days: null } });
const run = (history: DraftHistory, ...actions: DraftAction[]) =>
  actions.reduce(draftHistoryReducer, history);
const order = (definition: FlowDefinition) => reachableSteps(definition).map(({ step }) => step.id);

describe('the builder draft and its history', () => {
  it('undoes and redoes each edit of the definition in turn', () => {
    const edited = run(
      start(),
      { type: 'insertStep', slot: { from: 'start' }, stepType: 'wait', id: 'w' },
      { type: 'insertStep', slot: { from: 'w', branch: 'next' }, stepType: 'send_email', id: 'm' },
      { type: 'updateStep', step: { id: 'w', type: 'wait', amount: 4, unit: 'hours', next: 'm' } },
    );
    expect(order(edited.present.definition)).toEqual(['w', 'm']);
    expect(edited.present.definition.steps.find((step) => step.id === 'w')).toMatchObject({ amount: 4 });

    const once = run(edited, { type: 'undo' });
    expect(once.present.definition.steps.find((step) => step.id === 'w')).toMatchObject({ amount: null });
    const thrice = run(once, { type: 'undo' }, { type: 'undo' });
    expect(thrice.present.definition).toEqual(empty);
    expect(thrice.past).toEqual([]);
    // Nothing more to undo: the same state back.
    expect(run(thrice, { type: 'undo' })).toBe(thrice);

    const redone = run(thrice, { type: 'redo' }, { type: 'redo' }, { type: 'redo' });
    expect(redone.present).toEqual(edited.present);
    expect(redone.future).toEqual([]);
  });

  it('forgets the redo branch after a new edit', () => {
    const history = run(
      start(),
      { type: 'insertStep', slot: { from: 'start' }, stepType: 'wait', id: 'w' },
      { type: 'undo' },
      { type: 'insertStep', slot: { from: 'start' }, stepType: 'exit', id: 'x' },
    );
    expect(history.future).toEqual([]);
    expect(run(history, { type: 'redo' })).toBe(history);
    expect(order(history.present.definition)).toEqual(['x']);
  });

  it('undoes the start and the re-entry rule too, and keeps at most the limit', () => {
    let history = run(start(), { type: 'setReentry', reentry: { mode: 'after_days', days: 14 } });
    history = run(history, { type: 'setStart', start: { kind: 'segment', segment_id: 3 } });
    expect(run(history, { type: 'undo' }).present.definition.start.kind).toBe('event');
    expect(run(history, { type: 'undo' }, { type: 'undo' }).present.reentry.mode).toBe('once');
    for (let n = 0; n < HISTORY_LIMIT + 20; n += 1)
      history = run(history, { type: 'setReentry', reentry: { mode: 'after_days', days: n + 1 } });
    expect(history.past).toHaveLength(HISTORY_LIMIT);
  });

  it('a saved flow replaces the present without costing an undo step', () => {
    const history = run(start(), { type: 'insertStep', slot: { from: 'start' }, stepType: 'exit', id: 'x' });
    const saved = run(history, {
      type: 'replace',
      draft: {
        definition: flowTemplateDefinition('not_purchased_30_days'),
        reentry: { mode: 'once', days: null },
      },
    });
    expect(saved.past).toHaveLength(1);
    expect(order(saved.present.definition)).toEqual(['mail-1', 'exit']);
  });
});

describe('step operations', () => {
  const cart = flowTemplateDefinition('abandoned_cart');

  it('adds a step between a step and what followed it', () => {
    const added = insertStep(cart, { from: 'mail-1', branch: 'next' }, 'wait', 'extra');
    expect(order(added)).toEqual([
      'wait-4h',
      'mail-1',
      'extra',
      'wait-24h',
      'bought',
      'exit-bought',
      'mail-2',
      'exit',
    ]);
  });

  it('adds on a condition branch, the new condition taking what followed on its yes branch', () => {
    const added = insertStep(cart, { from: 'bought', branch: 'no' }, 'condition', 'c2');
    const c2 = added.steps.find((step) => step.id === 'c2');
    expect(c2).toMatchObject({ type: 'condition', yes: 'mail-2', no: null });
    expect(added.steps.find((step) => step.id === 'bought')).toMatchObject({ no: 'c2' });
  });

  it('an exit added mid-way ends the path and drops what came after', () => {
    const added = insertStep(cart, { from: 'wait-4h', branch: 'next' }, 'exit', 'stop');
    expect(order(added)).toEqual(['wait-4h', 'stop']);
    expect(added.steps.map((step) => step.id).sort()).toEqual(['stop', 'wait-4h']);
  });

  it('deletes a step and joins its parent to what followed; a condition keeps its yes branch', () => {
    expect(order(deleteStep(cart, 'mail-1'))).toEqual([
      'wait-4h',
      'wait-24h',
      'bought',
      'exit-bought',
      'mail-2',
      'exit',
    ]);
    expect(order(deleteStep(cart, 'bought'))).toEqual(['wait-4h', 'mail-1', 'wait-24h', 'exit-bought']);
    expect(deleteStep(cart, 'wait-4h').first).toBe('mail-1');
  });
});

describe('typing in a field', () => {
  it('joins a run of keystrokes in one field into one undo step, and not across fields', () => {
    const wait = (amount: number | null) => ({
      id: 'w',
      type: 'wait' as const,
      amount,
      unit: 'hours' as const,
      next: null,
    });
    let history = run(start(), { type: 'insertStep', slot: { from: 'start' }, stepType: 'wait', id: 'w' });
    history = run(
      history,
      { type: 'updateStep', step: wait(2), typing: 'w.amount' },
      { type: 'updateStep', step: wait(24), typing: 'w.amount' },
    );
    expect(history.past).toHaveLength(2);
    expect(run(history, { type: 'undo' }).present.definition.steps[0]).toMatchObject({ amount: null });

    // Another field, or a choice in a select, starts a new undo step.
    history = run(history, {
      type: 'setReentry',
      reentry: { mode: 'after_days', days: 3 },
      typing: 'reentry.days',
    });
    history = run(history, { type: 'updateStep', step: { ...wait(24), unit: 'days' } });
    history = run(history, { type: 'updateStep', step: { ...wait(2), unit: 'days' }, typing: 'w.amount' });
    expect(history.past).toHaveLength(5);
    // After an undo, typing again is a new step.
    history = run(history, { type: 'undo' }, { type: 'updateStep', step: wait(5), typing: 'w.amount' });
    expect(history.past).toHaveLength(5);
  });
});
