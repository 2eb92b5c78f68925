import type { EmailTemplateType } from '../email/schemas';
import type { FieldMessageKey } from '../errors/messages';
import { FLOW_TRIGGERS_WITH_VALUES, type FlowDefinition, type FlowStep, nextSteps } from './definition';
import { fitsFlowStart } from './email-types';

/** One thing that keeps a flow from being activated, where it is (`step`: a step's id, or 'start'). */
export interface FlowProblem {
  step: string;
  /** The field the builder marks, when it is one. */
  field: string | null;
  /** An error catalogue code (errors/messages.ts). */
  code: FlowProblemCode;
}

/** Field messages of the error catalogue (FIELD_MESSAGES_*): the API sends them in `error.fields`. */
export type FlowProblemCode = Extract<
  FieldMessageKey,
  | 'field_empty'
  | 'flow_email_required'
  | 'flow_event_values_required'
  | 'flow_not_combinable'
  | 'flow_email_wrong_type'
  | 'flow_step_not_created'
  | 'flow_no_steps'
  | 'flow_template_not_found'
  | 'discount_template_not_found'
  | 'discount_code_source_required'
  | 'flow_popup_not_found'
  | 'flow_broken'
  | 'email_recommendation_not_found'
>;

export interface FlowValidationContext {
  /**
   * The account's e-mail templates by id, with their type and, when known, whether the design shows a
   * discount code and the template's own code source.
   */
  templates: ReadonlyMap<
    number,
    { type: EmailTemplateType; needs_discount_code?: boolean; discount_id?: number | null }
  >;
  /**
   * The account's template codes (for unique codes) among those the flow names; the server always knows
   * them, the builder leaves them out (its picker offers template codes only).
   */
  discountTemplates?: ReadonlySet<number>;
  /** The account's popups among those the flow names (the server knows them; the builder's picker lists them). */
  popups?: ReadonlySet<number>;
}

/** Is this step filled in enough to be run (spec 5: 'a step must be created before adding another')? */
function stepProblems(
  step: FlowStep,
  definition: FlowDefinition,
  sentBefore: boolean,
  context: FlowValidationContext,
) {
  const problems: FlowProblem[] = [];
  const add = (code: FlowProblemCode, field: string | null = null) =>
    problems.push({ step: step.id, field, code });
  const start = definition.start;
  const event = start.kind === 'event' ? start.event : null;
  switch (step.type) {
    case 'wait':
      if (step.amount === null) add('field_empty', 'amount');
      break;
    case 'condition': {
      const { condition } = step;
      if (condition.kind === 'cart_value') {
        if (condition.amount === null) add('field_empty', 'amount');
        if (event !== 'abandoned_cart') add('flow_not_combinable', 'kind');
      }
      if (condition.kind === 'in_segment' && condition.segment_id === null) add('field_empty', 'segment_id');
      if (condition.kind === 'has_tag' && !condition.tag) add('field_empty', 'tag');
      if ((condition.kind === 'opened_previous' || condition.kind === 'clicked_previous') && !sentBefore) {
        add('flow_not_combinable', 'kind');
      }
      break;
    }
    case 'send_email': {
      if (step.template_id === null) {
        add('flow_email_required', 'template_id');
        break;
      }
      if (
        step.discount_template_id !== null &&
        context.discountTemplates &&
        !context.discountTemplates.has(step.discount_template_id)
      ) {
        add('discount_template_not_found', 'discount_template_id');
      }
      const template = context.templates.get(step.template_id);
      // A design showing `{{ discount_code }}` needs a source: the step's template code or the e-mail's own.
      if (template?.needs_discount_code && step.discount_template_id === null && !template.discount_id) {
        add('discount_code_source_required', 'discount_template_id');
      }
      if (!template) add('flow_template_not_found', 'template_id');
      else if (!fitsFlowStart(template.type, start)) add('flow_email_wrong_type', 'template_id');
      break;
    }
    case 'join_popup':
      if (step.popup_id === null) add('field_empty', 'popup_id');
      else if (context.popups && !context.popups.has(step.popup_id)) add('flow_popup_not_found', 'popup_id');
      break;
    case 'review_service':
    case 'exit':
      break;
  }
  return problems;
}

/**
 * Everything that keeps a flow from being activated, each where the builder shows it. The same function
 * runs in the builder (as the owner edits) and on the server (on save and activation).
 */
export function validateFlow(definition: FlowDefinition, context: FlowValidationContext): FlowProblem[] {
  const problems: FlowProblem[] = [];
  const { start } = definition;
  if (start.kind === 'segment' && start.segment_id === null) {
    problems.push({ step: 'start', field: 'segment_id', code: 'field_empty' });
  }
  if (start.kind === 'event' && (FLOW_TRIGGERS_WITH_VALUES as readonly string[]).includes(start.event)) {
    const empty =
      start.event === 'not_purchased_since'
        ? start.days === null
        : start.product_ids.length === 0 && start.categories.length === 0;
    if (empty) problems.push({ step: 'start', field: 'values', code: 'flow_event_values_required' });
  }
  const byId = new Map(definition.steps.map((step) => [step.id, step]));
  if (byId.size !== definition.steps.length)
    problems.push({ step: 'start', field: null, code: 'flow_broken' });
  if (definition.first === null) {
    problems.push({ step: 'start', field: null, code: 'flow_no_steps' });
    return problems;
  }
  const seen = new Set<string>();
  // Depth first from the start: each step once (a tree), each after a step that is complete.
  const visit = (id: string, parentIncomplete: boolean, sentBefore: boolean): void => {
    const step = byId.get(id);
    if (!step || seen.has(id)) {
      problems.push({ step: step ? id : 'start', field: null, code: 'flow_broken' });
      return;
    }
    seen.add(id);
    if (parentIncomplete) problems.push({ step: id, field: null, code: 'flow_step_not_created' });
    const own = stepProblems(step, definition, sentBefore, context);
    problems.push(...own);
    // A step with an empty field is not created yet; a mail still to be chosen is its own problem only.
    const incomplete = own.some((problem) => problem.code === 'field_empty');
    const sent = sentBefore || step.type === 'send_email';
    for (const next of nextSteps(step)) if (next !== null) visit(next, incomplete, sent);
  };
  const startIncomplete = problems.some(
    (problem) =>
      problem.step === 'start' && problem.code !== 'flow_broken' && problem.code !== 'flow_no_steps',
  );
  visit(definition.first, startIncomplete, false);
  // Steps nothing leads to are left-overs of an edit: not an error, the server drops them on save.
  return problems;
}

/** The steps the start reaches, in the order the keyboard list shows them (depth first, yes before no). */
export function reachableSteps(
  definition: FlowDefinition,
): Array<{ step: FlowStep; depth: number; branch: 'yes' | 'no' | null }> {
  const byId = new Map(definition.steps.map((step) => [step.id, step]));
  const out: Array<{ step: FlowStep; depth: number; branch: 'yes' | 'no' | null }> = [];
  const seen = new Set<string>();
  const walk = (id: string | null, depth: number, branch: 'yes' | 'no' | null) => {
    const step = id === null ? undefined : byId.get(id);
    if (!step || seen.has(step.id)) return;
    seen.add(step.id);
    out.push({ step, depth, branch });
    if (step.type === 'condition') {
      walk(step.yes, depth + 1, 'yes');
      walk(step.no, depth + 1, 'no');
    } else if (step.type !== 'exit') walk(step.next, depth, null);
  };
  walk(definition.first, 0, null);
  return out;
}
