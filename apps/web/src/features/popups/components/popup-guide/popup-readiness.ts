import { DISCOUNT_AMOUNT_ATTRIBUTE, type PopupAnswer } from '@butikkpanel/contracts';

/** The guided path of a popup, from "Ny popup" to live. */
export const POPUP_STEPS = ['design', 'settings', 'rules', 'activate'] as const;
export type PopupStep = (typeof POPUP_STEPS)[number];

/** What keeps a popup from going live the way its owner means it to, each answered in one step. */
export type MissingItem = 'unsaved' | 'design' | 'code' | 'rules';
export const MISSING_STEP: Record<MissingItem, PopupStep> = {
  unsaved: 'design',
  design: 'design',
  code: 'settings',
  rules: 'rules',
};

const hasDesign = (popup: PopupAnswer) => popup.variants.some((variant) => variant.html.trim() !== '');
/** A design that names the discount's amount or shows the code needs a code to take them from. */
const needsCode = (popup: PopupAnswer) =>
  popup.variants.some(
    (variant) => variant.html.includes(DISCOUNT_AMOUNT_ATTRIBUTE) || variant.html.includes('data-bp-code'),
  );

/** What is still missing before activating, in the order of the steps. */
export function missingForLive(popup: PopupAnswer, designDirty: boolean): MissingItem[] {
  const missing: MissingItem[] = [];
  if (designDirty) missing.push('unsaved');
  if (!hasDesign(popup)) missing.push('design');
  if (needsCode(popup) && popup.discount_template_id === null) missing.push('code');
  if (popup.settings.rules.groups.length === 0) missing.push('rules');
  return missing;
}

export const isLive = (popup: PopupAnswer) => popup.status === 'active' || popup.status === 'scheduled';

/** A step is done when nothing it answers is missing (and, for the last, when the popup is live). */
export function stepDone(step: PopupStep, popup: PopupAnswer, designDirty: boolean): boolean {
  if (step === 'activate') return isLive(popup);
  const missing = missingForLive(popup, designDirty);
  return !missing.some((item) => MISSING_STEP[item] === step);
}

/** The step after this one; the last has none. */
export function nextStep(step: PopupStep): PopupStep | null {
  return POPUP_STEPS[POPUP_STEPS.indexOf(step) + 1] ?? null;
}
