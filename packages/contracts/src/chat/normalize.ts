/**
 * Spec section 3: values that look like whole numbers are numbers, 'true'/'false' are booleans.
 * Visitor data arrives from shop pages we do not control, so every field goes through this.
 */
export function normalizeValue(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^-?\d{1,15}$/.test(value)) return Number(value);
  return value;
}

/** 1/0 flags on the wire (online, started, isTyping, isMobile) from anything truthy-looking. */
export function toFlag(value: unknown): 0 | 1 {
  const normalized = normalizeValue(value);
  return normalized === true || normalized === 1 ? 1 : 0;
}

/** A visitor without a name has name 0 on the wire and is shown as 'Ukjent'. */
export function isUnknownName(name: unknown): boolean {
  const normalized = normalizeValue(name);
  return normalized === 0 || normalized === null || normalized === undefined || normalized === '';
}
