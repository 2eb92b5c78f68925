import type { BuilderComponent } from '@butikkpanel/contracts';
import type { Editor } from 'grapesjs';
import { escapeHtml } from './escape-html';
import { ICONS } from './grapes-panels';

const SAVED_PREFIX = 'saved-component-';

/**
 * The account's saved components as blocks, each in its group's category; removed ones disappear.
 * `clickToAdd` may give a component a click action (the builder decides where a click puts it).
 */
export function syncSavedComponentBlocks(
  editor: Editor,
  components: readonly BuilderComponent[],
  clickToAdd?: (content: Record<string, unknown>) => (() => void) | undefined,
): void {
  const wanted = new Set(components.map((component) => `${SAVED_PREFIX}${component.id}`));
  for (const block of [...editor.Blocks.getAll()]) {
    const id = String(block.getId());
    if (id.startsWith(SAVED_PREFIX) && !wanted.has(id)) editor.Blocks.remove(id);
  }
  for (const component of components) {
    const id = `${SAVED_PREFIX}${component.id}`;
    if (editor.Blocks.get(id)) continue;
    const onClick = clickToAdd?.(component.content);
    editor.Blocks.add(id, {
      // GrapesJS writes labels as HTML; titles and groups are the user's words.
      label: escapeHtml(component.title),
      media: ICONS.saved,
      category: { id: `saved-${component.group}`, label: escapeHtml(component.group), open: false },
      content: component.content,
      select: true,
      ...(onClick ? { onClick } : {}),
    });
  }
}
