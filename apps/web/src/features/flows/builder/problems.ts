import {
  type EmailTemplateSummary,
  type FlowDefinition,
  type FlowProblem,
  isFieldMessageKey,
  validateFlow,
} from '@butikkpanel/contracts';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '@/lib/api-client';

/** A problem as the builder shows it: where (a step id or 'start'), which field if one, and its text. */
export interface ShownProblem {
  step: string;
  field: string | null;
  text: string;
}

/** The catalogue's text for a problem code: field messages first, then the error catalogue. */
export function useProblemText(): (code: string) => string {
  const { t } = useTranslation(['fields', 'errors']);
  return (code) =>
    isFieldMessageKey(code)
      ? t(`fields:${code}`)
      : t(`errors:${code}`, { defaultValue: t('errors:generic') });
}

/**
 * The live problems of the draft. Until the templates have loaded, "the chosen e-mail is gone" cannot be
 * told, so that one waits rather than flashing on every send step.
 */
export function draftProblems(
  definition: FlowDefinition,
  templates: readonly EmailTemplateSummary[] | undefined,
): FlowProblem[] {
  const known = new Map(
    (templates ?? []).map((template) => [
      template.id,
      {
        type: template.type,
        needs_discount_code: template.needs_discount_code,
        discount_id: template.discount_id,
      },
    ]),
  );
  const problems = validateFlow(definition, { templates: known });
  return templates ? problems : problems.filter((problem) => problem.code !== 'flow_template_not_found');
}

/** The server's `fields` (`"{step}.{field}"`, `"{step}"`, `"start.values"`) as problems on the same places. */
export function serverProblems(error: unknown): ShownProblem[] {
  if (!(error instanceof ApiRequestError)) return [];
  return Object.entries(error.fields).map(([key, text]) => {
    const dot = key.indexOf('.');
    return dot < 0
      ? { step: key, field: null, text }
      : { step: key.slice(0, dot), field: key.slice(dot + 1), text };
  });
}

/** Problems grouped by step id, each text once (the server may repeat what the builder already says). */
export function problemsByStep(problems: readonly ShownProblem[]): Map<string, ShownProblem[]> {
  const byStep = new Map<string, ShownProblem[]>();
  for (const problem of problems) {
    const list = byStep.get(problem.step) ?? [];
    if (!list.some((one) => one.text === problem.text && one.field === problem.field)) list.push(problem);
    byStep.set(problem.step, list);
  }
  return byStep;
}

/** The text for one field of one step, for its helper text; several are joined. */
export function fieldProblem(problems: readonly ShownProblem[] | undefined, field: string): string | null {
  const texts = (problems ?? []).filter((problem) => problem.field === field).map((problem) => problem.text);
  return texts.length > 0 ? texts.join(' ') : null;
}
