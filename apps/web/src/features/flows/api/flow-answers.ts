import {
  type FlowDetail,
  type FlowListItem,
  type FlowStepFigures,
  flowDefinitionSchema,
  flowReentrySchema,
  flowStartSchema,
} from '@butikkpanel/contracts';
import { isInteger, isRecord, isString } from '@butikkpanel/contracts/core';
import type { AnswerSchema } from '@/lib/api-client';

/**
 * Checks of the flow answers. contracts gives their types as interfaces, not schemas, so the parts with a
 * schema (start, definition, re-entry) are parsed with it and the figures are checked here.
 */
class FlowAnswerError extends Error {
  override readonly name = 'FlowAnswerError';
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isProblemList = (value: unknown): value is FlowDetail['problems'] =>
  Array.isArray(value) &&
  value.every(
    (problem) =>
      isRecord(problem) &&
      isString(problem.step) &&
      isString(problem.code) &&
      (problem.field === null || isString(problem.field)),
  );

function expect<T>(ok: boolean, value: T): T {
  if (!ok) throw new FlowAnswerError('The flow answer does not have the expected shape');
  return value;
}

function parseListItem(value: unknown): FlowListItem {
  if (!isRecord(value)) throw new FlowAnswerError('A flow must be an object');
  const { id, name, active, in_flow, sent, orders, revenue, problems, updated_at } = value;
  return expect(
    isInteger(id) &&
      isString(name) &&
      typeof active === 'boolean' &&
      isNumber(in_flow) &&
      isNumber(sent) &&
      isNumber(orders) &&
      isNumber(revenue) &&
      isNumber(problems) &&
      isString(updated_at),
    {
      id: id as number,
      name: name as string,
      active: active as boolean,
      start: flowStartSchema.parse(value.start),
      in_flow: in_flow as number,
      sent: sent as number,
      orders: orders as number,
      revenue: revenue as number,
      problems: problems as number,
      updated_at: updated_at as string,
    },
  );
}

function parseDetail(value: unknown): FlowDetail {
  if (!isRecord(value)) throw new FlowAnswerError('A flow must be an object');
  const { id, name, active, version, problems, on_older_versions, in_flow, figures, updated_at } = value;
  return expect(
    isInteger(id) &&
      isString(name) &&
      typeof active === 'boolean' &&
      isInteger(version) &&
      isProblemList(problems) &&
      isNumber(on_older_versions) &&
      isNumber(in_flow) &&
      isRecord(figures) &&
      isString(updated_at),
    {
      id: id as number,
      name: name as string,
      active: active as boolean,
      version: version as number,
      definition: flowDefinitionSchema.parse(value.definition),
      reentry: flowReentrySchema.parse(value.reentry),
      problems: problems as FlowDetail['problems'],
      on_older_versions: on_older_versions as number,
      in_flow: in_flow as number,
      // Figures are shown, never computed on: their numbers are read as they come.
      figures: figures as Record<string, FlowStepFigures>,
      updated_at: updated_at as string,
    },
  );
}

export const flowListAnswer: AnswerSchema<{ data: FlowListItem[] }> = {
  parse: (value) => {
    const data = isRecord(value) ? value.data : undefined;
    if (!Array.isArray(data)) throw new FlowAnswerError('The flow list must be an array');
    return { data: data.map(parseListItem) };
  },
};

export const flowDetailAnswer: AnswerSchema<{ data: FlowDetail }> = {
  parse: (value) => ({ data: parseDetail(isRecord(value) ? value.data : undefined) }),
};
