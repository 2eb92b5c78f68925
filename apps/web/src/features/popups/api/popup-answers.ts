import { POPUP_STATUSES, type PopupAnswer } from '@butikkpanel/contracts';
import { isInteger, isRecord, isString } from '@butikkpanel/contracts/core';
import type { AnswerSchema } from '@/lib/api-client';

/**
 * Checks of the popup answers. contracts gives PopupAnswer as an interface, not a schema, so what the list
 * shows (name, status, figures) is checked here; settings and variants are checked for their shape and read
 * as they come (the list only shows them, the builder will own them).
 */
class PopupAnswerError extends Error {
  override readonly name = 'PopupAnswerError';
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isStatus = (value: unknown): value is PopupAnswer['status'] =>
  (POPUP_STATUSES as readonly unknown[]).includes(value);
const isVariant = (value: unknown): boolean =>
  isRecord(value) &&
  isInteger(value.id) &&
  isString(value.name) &&
  isNumber(value.weight) &&
  isNumber(value.views) &&
  isNumber(value.submissions);

function parsePopup(value: unknown): PopupAnswer {
  if (!isRecord(value)) throw new PopupAnswerError('A popup must be an object');
  const {
    id,
    name,
    status,
    settings,
    variants,
    views,
    submissions,
    conversion,
    orders,
    revenue,
    updated_at,
  } = value;
  const ok =
    isInteger(id) &&
    isString(name) &&
    isStatus(status) &&
    isRecord(settings) &&
    isNumber(settings.max_width) &&
    Array.isArray(variants) &&
    variants.every(isVariant) &&
    (value.discount_template_id === null || isInteger(value.discount_template_id)) &&
    isNumber(views) &&
    isNumber(submissions) &&
    isNumber(conversion) &&
    isNumber(orders) &&
    isNumber(revenue) &&
    isString(updated_at);
  if (!ok) throw new PopupAnswerError('The popup answer does not have the expected shape');
  return value as unknown as PopupAnswer;
}

export const popupListAnswer: AnswerSchema<{ data: PopupAnswer[] }> = {
  parse: (value) => {
    const data = isRecord(value) ? value.data : undefined;
    if (!Array.isArray(data)) throw new PopupAnswerError('The popup list must be an array');
    return { data: data.map(parsePopup) };
  },
};

export const popupAnswer: AnswerSchema<{ data: PopupAnswer }> = {
  parse: (value) => ({ data: parsePopup(isRecord(value) ? value.data : undefined) }),
};
