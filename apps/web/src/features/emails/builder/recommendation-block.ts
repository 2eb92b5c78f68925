import type { Component, Editor, ToolbarButtonProps } from 'grapesjs';
import { RECOMMENDATIONS_CLASS } from './block-mjml';

/** The recommendations block (its section) a component is in, if any. */
export function recommendationsBlockOf(component: Component | null | undefined): Component | null {
  for (let at = component; at; at = at.parent()) {
    if (at.getAttributes()['css-class'] === RECOMMENDATIONS_CLASS) return at;
  }
  return null;
}

const TOOL_ID = 'bp-choose-recommendation';

/**
 * "Velg anbefaling" in the toolbar of a selected recommendations block: the owner's own click is the only
 * other way (besides adding the block) the picker opens.
 */
export function addChooseRecommendationTool(
  editor: Editor,
  label: string,
  onChoose: (block: Component) => void,
): () => void {
  const onSelected = (component: Component) => {
    const block = recommendationsBlockOf(component);
    if (block !== component) return;
    const toolbar: ToolbarButtonProps[] = component.get('toolbar') ?? [];
    if (toolbar.some((item) => item.id === TOOL_ID)) return;
    component.set('toolbar', [
      {
        id: TOOL_ID,
        label: `<span style="font:12px Arial,sans-serif;padding:0 4px">${label}</span>`,
        attributes: { title: label, 'aria-label': label, role: 'button' },
        command: () => onChoose(component),
      },
      ...toolbar,
    ]);
  };
  editor.on('component:selected', onSelected);
  return () => editor.off('component:selected', onSelected);
}
