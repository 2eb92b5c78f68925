import { DISCOUNT_AMOUNT_ATTRIBUTE } from '@butikkpanel/contracts';
import type { Editor } from 'grapesjs';

/**
 * Shows the chosen code's amount ("10 % rabatt") in the design's amount elements, as the shop will: the
 * server fills the same elements from the same code when it hands the popup to the widget. Not counted as a
 * change or an undo step: the design itself is as the owner left it.
 */
/** GrapesJS skips counting and undo for `avoidStore` (read on every change, missing from its 0.23.6 types). */
const NOT_A_CHANGE = { avoidStore: true, skipViewUpdate: false };

export function showDiscountAmount(editor: Editor, text: string): void {
  for (const component of editor.getWrapper()?.find(`[${DISCOUNT_AMOUNT_ATTRIBUTE}]`) ?? []) {
    if (component.getInnerHTML() !== text) component.components(text, NOT_A_CHANGE);
  }
}
