import 'grapesjs/dist/css/grapes.min.css';
import grapesjs, { type Component, type Editor } from 'grapesjs';
import grapesJSMJMLModule from 'grapesjs-mjml';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { flushTextEditing, type GrapesState, runEditor } from '@/components/builder/editor-changes';
import { baseEditorConfig, type PanelTitles } from '@/components/builder/grapes-panels';
import { expandSelfClosingTags, placeholderImage, starterMjml } from './block-mjml';
import { addShopBlocks, type ShopBlockTexts } from './builder-blocks';
import { sampleCodeCss } from './sample-code';

/**
 * The preset ships as a UMD bundle whose exports object holds the plugin as `default`; depending on the
 * bundler's CommonJS interop the default import is the plugin or that object.
 */
const grapesJSMJML: typeof grapesJSMJMLModule =
  typeof grapesJSMJMLModule === 'function'
    ? grapesJSMJMLModule
    : (grapesJSMJMLModule as unknown as { default: typeof grapesJSMJMLModule }).default;

export interface GrapesTexts {
  panels: PanelTitles;
  blocks: ShopBlockTexts;
  /** The preset's block category. */
  basicCategory: string;
  imagePlaceholder: string;
  starterText: string;
  /** Messages merged into GrapesJS's own (mjml names, style manager labels), for `language`. */
  messages: Record<string, unknown>;
}

export interface GrapesSetup {
  /** What to open: the saved project, else the MJML, else a starting design. */
  project: Record<string, unknown> | null;
  mjml: string;
  language: string;
  texts: GrapesTexts;
  onBlockInserted: (component: Component, blockId: string) => void;
  onSaveShortcut: () => void;
  /** Stores an image file the user chose or dropped; answers its address. */
  uploadImage: (file: File) => Promise<string>;
}

/**
 * Runs a GrapesJS editor with the MJML preset in `container` for the life of the component. The setup is
 * read once, when the editor is made (callbacks are read when called). Nothing is stored by GrapesJS
 * itself: the screen saves through the API.
 */
export function useGrapesEditor(
  container: RefObject<HTMLDivElement | null>,
  setup: GrapesSetup,
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
    const { project, mjml, language, texts } = setupRef.current;
    const locale = language === 'en' ? 'en' : 'nb';
    const editor = grapesjs.init({
      ...baseEditorConfig(element, language, texts.panels),
      // The frame's own style, in the canvas from its first paint: a code shows the preview's sample.
      canvasCss: sampleCodeCss(),
      // Images go to the account's stored files and the design links them: never base64 inside a mail.
      assetManager: {
        embedAsBase64: false,
        uploadFile: async (event) => {
          const source = (event.dataTransfer ?? event.target) as { files?: FileList | null } | null;
          for (const file of Array.from(source?.files ?? [])) {
            const src = await setupRef.current.uploadImage(file).catch(() => null);
            if (src) editor.AssetManager.add({ src });
          }
        },
      },
      plugins: [
        (instance) =>
          grapesJSMJML(instance, {
            imagePlaceholderSrc: placeholderImage(texts.imagePlaceholder),
            // Its theme is a <style> added to the page on every start; the screen sets the colours instead.
            useCustomTheme: false,
            block: () => ({ category: { id: 'basic', label: texts.basicCategory, open: true } }),
            // Merged into GrapesJS's messages before the preset names its blocks.
            i18n: { [locale]: texts.messages },
          }),
      ],
    });

    // Saved templates and pasted MJML write empty tags as `<mj-divider />`; see expandSelfClosingTags.
    const htmlOptions = editor.Parser.getConfig().optionsHtml;
    if (htmlOptions) htmlOptions.preParser = (input) => expandSelfClosingTags(input);
    // Even without a storage GrapesJS "autosaves" after each change, and that clears its change counter,
    // which is the screen's way of knowing there is something to save.
    editor.Storage.setAutosave(false);
    // The preset adds undo and redo to GrapesJS's panel; the top bar has them, labelled and by keyboard.
    editor.Panels.removeButton('options', 'undo');
    editor.Panels.removeButton('options', 'redo');

    if (project) editor.loadProjectData(project);
    else editor.setComponents(mjml.trim() !== '' ? mjml : starterMjml(texts.starterText));

    addShopBlocks(editor, texts.blocks, (component, blockId) =>
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

/** The design's MJML and project as they are now. */
export async function readDesign(
  editor: Editor,
): Promise<{ mjml: string; project: Record<string, unknown> }> {
  await flushTextEditing(editor);
  return { mjml: editor.getHtml().trim(), project: editor.getProjectData() as Record<string, unknown> };
}
