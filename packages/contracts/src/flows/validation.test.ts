import { describe, expect, it } from 'vitest';
import type { FlowDefinition } from './definition';
import { flowTemplateDefinition } from './templates';
import { reachableSteps, validateFlow } from './validation';

const templates = new Map([
  [1, { type: 'CART_REMINDER' as const }],
  [2, { type: 'ORDER_CONFIRMATION' as const }],
  [3, { type: 'BASIC' as const }],
]);
const withMails = (definition: FlowDefinition, templateId: number): FlowDefinition => ({
  ...definition,
  steps: definition.steps.map((step) =>
    step.type === 'send_email' ? { ...step, template_id: templateId } : step,
  ),
});

describe('validateFlow', () => {
  it('finds nothing wrong with the templates once their e-mails are chosen', () => {
    expect(validateFlow(withMails(flowTemplateDefinition('abandoned_cart'), 1), { templates })).toEqual([]);
    expect(
      validateFlow(withMails(flowTemplateDefinition('not_purchased_30_days'), 3), { templates }),
    ).toEqual([]);
  });

  it('refuses a template type the start cannot fill', () => {
    const winBack = withMails(flowTemplateDefinition('not_purchased_30_days'), 1);
    expect(validateFlow(winBack, { templates })).toEqual([
      { step: 'mail-1', field: 'template_id', code: 'flow_email_wrong_type' },
    ]);
    const orderMail = withMails(flowTemplateDefinition('abandoned_cart'), 2);
    expect(validateFlow(orderMail, { templates }).map((problem) => problem.code)).toEqual([
      'flow_email_wrong_type',
      'flow_email_wrong_type',
    ]);
    // A marketing mail cannot stand in for the cart reminder: it has no cart to show.
    const basicReminder = withMails(flowTemplateDefinition('abandoned_cart'), 3);
    expect(validateFlow(basicReminder, { templates })).toHaveLength(2);
  });

  it('needs a mail before "opened the previous mail", and finds a removed template', () => {
    const definition: FlowDefinition = {
      start: { kind: 'event', event: 'new_order', days: null, product_ids: [], categories: [] },
      first: 'c',
      steps: [
        {
          id: 'c',
          type: 'condition',
          condition: { kind: 'opened_previous', amount: null, segment_id: null, tag: null },
          yes: 'm',
          no: null,
        },
        { id: 'm', type: 'send_email', template_id: 99, discount_template_id: null, next: 'c2' },
        {
          id: 'c2',
          type: 'condition',
          condition: { kind: 'clicked_previous', amount: null, segment_id: null, tag: null },
          yes: null,
          no: null,
        },
      ],
    };
    expect(validateFlow(definition, { templates })).toEqual([
      { step: 'c', field: 'kind', code: 'flow_not_combinable' },
      { step: 'm', field: 'template_id', code: 'flow_template_not_found' },
    ]);
  });

  it("refuses a discount code that is not one of the account's template codes, when the server says which are", () => {
    const definition = withMails(flowTemplateDefinition('abandoned_cart'), 1);
    const withCode: FlowDefinition = {
      ...definition,
      steps: definition.steps.map((step) =>
        step.id === 'mail-1' && step.type === 'send_email' ? { ...step, discount_template_id: 7 } : step,
      ),
    };
    expect(validateFlow(withCode, { templates, discountTemplates: new Set([8]) })).toEqual([
      { step: 'mail-1', field: 'discount_template_id', code: 'discount_template_not_found' },
    ]);
    expect(validateFlow(withCode, { templates, discountTemplates: new Set([7]) })).toEqual([]);
    // The builder does not know them: its picker offers template codes only.
    expect(validateFlow(withCode, { templates })).toEqual([]);
  });

  it('refuses an e-mail showing a discount code when neither the step nor the e-mail gives its source', () => {
    const definition = withMails(flowTemplateDefinition('abandoned_cart'), 1);
    const showing = (discountId: number | null) =>
      new Map([[1, { type: 'CART_REMINDER' as const, needs_discount_code: true, discount_id: discountId }]]);
    const problems = validateFlow(definition, { templates: showing(null) });
    expect(problems).toContainEqual({
      step: 'mail-1',
      field: 'discount_template_id',
      code: 'discount_code_source_required',
    });
    // The e-mail's own source, or the step's template code, is enough.
    expect(validateFlow(definition, { templates: showing(5) })).toEqual([]);
    const withCode: FlowDefinition = {
      ...definition,
      steps: definition.steps.map((step) =>
        step.type === 'send_email' ? { ...step, discount_template_id: 7 } : step,
      ),
    };
    expect(validateFlow(withCode, { templates: showing(null) })).toEqual([]);
  });

  it('finds a step used twice or missing', () => {
    const definition: FlowDefinition = {
      start: { kind: 'event', event: 'new_order', days: null, product_ids: [], categories: [] },
      first: 'a',
      steps: [
        { id: 'a', type: 'wait', amount: 1, unit: 'hours', next: 'b' },
        { id: 'b', type: 'wait', amount: 1, unit: 'hours', next: 'a' },
      ],
    };
    expect(validateFlow(definition, { templates }).map((problem) => problem.code)).toContain('flow_broken');
    expect(validateFlow({ ...definition, first: 'x' }, { templates })).toEqual([
      { step: 'start', field: null, code: 'flow_broken' },
    ]);
  });
});

describe('reachableSteps', () => {
  it('lists every step once, depth first, yes before no', () => {
    const listed = reachableSteps(flowTemplateDefinition('abandoned_cart')).map(
      (item) => `${item.step.id}:${item.depth}:${item.branch ?? '-'}`,
    );
    expect(listed).toEqual([
      'wait-4h:0:-',
      'mail-1:0:-',
      'wait-24h:0:-',
      'bought:0:-',
      'exit-bought:1:yes',
      'mail-2:1:no',
      'exit:1:-',
    ]);
  });
});
