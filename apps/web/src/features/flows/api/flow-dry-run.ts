import type { FlowDefinition, FlowDryRun, FlowDryRunStep, FlowReentry } from '@butikkpanel/contracts';
import { isRecord } from '@butikkpanel/contracts/core';
import { useMutation } from '@tanstack/react-query';
import { type AnswerSchema, apiRequest } from '@/lib/api-client';
import { flowPath } from './flow-list';

class FlowDryRunAnswerError extends Error {
  override readonly name = 'FlowDryRunAnswerError';
}

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const STEP_KEYS = ['reached', 'waiting', 'sent', 'skipped', 'yes', 'no', 'unknown'] as const;

function parseStep(value: unknown): FlowDryRunStep {
  if (!isRecord(value) || !STEP_KEYS.every((key) => isCount(value[key])))
    throw new FlowDryRunAnswerError('A dry run step must hold its counts');
  return Object.fromEntries(STEP_KEYS.map((key) => [key, value[key]])) as unknown as FlowDryRunStep;
}

/** contracts gives the dry run as an interface: its counts are checked here. */
export const flowDryRunAnswer: AnswerSchema<{ data: FlowDryRun }> = {
  parse: (value) => {
    const data = isRecord(value) ? value.data : undefined;
    if (
      !isRecord(data) ||
      !isCount(data.days) ||
      !isCount(data.events) ||
      typeof data.capped !== 'boolean' ||
      !isCount(data.entered) ||
      !isRecord(data.steps)
    )
      throw new FlowDryRunAnswerError('The dry run answer does not have the expected shape');
    const steps = Object.fromEntries(Object.entries(data.steps).map(([id, step]) => [id, parseStep(step)]));
    return {
      data: { days: data.days, events: data.events, capped: data.capped, entered: data.entered, steps },
    };
  },
};

/** The builder's draft (saved or not) over the last 30 days' trigger events; nothing is written or sent. */
export function useFlowDryRun(accountId: string, id: number) {
  return useMutation({
    mutationFn: async (body: { definition: FlowDefinition; reentry: FlowReentry }) =>
      (
        await apiRequest(`${flowPath(id)}/dry-run`, {
          method: 'POST',
          body,
          schema: flowDryRunAnswer,
          accountId,
        })
      ).data,
  });
}
