import 'grapesjs/dist/css/grapes.min.css';
import grapesjs, { type Component, type Editor } from 'grapesjs';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { flushTextEditing, type GrapesState, runEditor } from '@/components/builder/editor-changes';
import { baseEditorConfig, type PanelTitles } from '@/components/builder/grapes-panels';
import { addPageComponentTypes, type ComponentTypeTexts } from './component-types';
import { addCountdownEndTrait } from './countdown-trait';
import { addPageBlocks, type PageBlockTexts } from './html-blocks';

/** The widths the builder previews at: the shop on a phone, a tablet and a desktop. */
export const PREVIEW_DEVICES = [
  { id: 'desktop', width: '' },
  { id: 'tablet', width: '768px' },
  { id: 'phone', width: '375px' },
] as const;
export type PreviewDevice = (typeof PREVIEW_DEVICES)[number]['id'];

export interface HtmlDesign {
  html: string;
  css: string;
  project: Record<string, unknown> | null;
}

export interface HtmlEditorSetup {
  design: HtmlDesign;
  language: string;
  panels: PanelTitles;
  blocks: PageBlockTexts;
  types: ComponentTypeTexts;
  /** The canvas's width for the design: a popup's max width, a block's full width. */
  maxWidth: number | null;
  onBlockInserted: (component: Component, blockId: string) => void;
  onSaveShortcut: () => void;
}

/**
 * Runs a GrapesJS editor for HTML designs (popups and content blocks) in `container` for the life of the
 * component. The setup is read once, when the editor is made (callbacks are read when called). Nothing is
 * stored by GrapesJS itself: the screen saves through the API.
 */
export function useHtmlEditor(
  container: RefObject<HTMLDivElement | null>,
  setup: HtmlEditorSetup,
): GrapesState {
  const setupRef = useRef(setup);
  setupRef.current = setup;
  const [state, setState] = useState<GrapesState>({
    editor: null,
    dirty: false,
    canUndo: false,
    canRedo: false,
  });

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const { design, language, panels, blocks, types, maxWidth } = setupRef.current;
    const editor = grapesjs.init({
      ...baseEditorConfig(element, language, panels),
      deviceManager: {
        devices: PREVIEW_DEVICES.map((device) => ({ id: device.id, name: device.id, width: device.width })),
      },
      // Pictures come from the file library dialog; GrapesJS's own manager lists the same files.
      assetManager: { embedAsBase64: false, upload: false },
      // What the shop will see: the design at its width, centred, on a light page.
      canvasCss: maxWidth
        ? `html{background:#eef0f3}body{max-width:${maxWidth}px;margin:24px auto!important;background:#fff;min-height:200px}`
        : '',
      protectedCss:
        '*{box-sizing:border-box}body{margin:0;font-family:Arial,Helvetica,sans-serif;line-height:1.5}',
    });
    editor.Storage.setAutosave(false);
    addCountdownEndTrait(editor);
    addPageComponentTypes(editor, types);

    if (design.project) editor.loadProjectData(design.project);
    else editor.setComponents(`${design.html}${design.css ? `<style>${design.css}</style>` : ''}`);

    addPageBlocks(editor, blocks, (component, blockId) =>
      setupRef.current.onBlockInserted(component, blockId),
    );
    return runEditor(editor, {
      onChange: setState,
      onBlockInserted: (component, blockId) => setupRef.current.onBlockInserted(component, blockId),
      onSaveShortcut: () => setupRef.current.onSaveShortcut(),
    });
  }, [container]);

  return state;
}

/** The design as it is now: the body's HTML (not the body itself), its CSS, and the project to edit again. */
export async function readHtmlDesign(editor: Editor): Promise<HtmlDesign> {
  await flushTextEditing(editor);
  const wrapper = editor.getWrapper();
  return {
    html: (wrapper?.getInnerHTML() ?? '').trim(),
    css: (editor.getCss({ avoidProtected: true, keepUnusedStyles: false }) ?? '').trim(),
    project: editor.getProjectData() as Record<string, unknown>,
  };
}
