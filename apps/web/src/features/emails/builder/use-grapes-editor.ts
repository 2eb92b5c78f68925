import 'grapesjs/dist/css/grapes.min.css';
import grapesjs, { type Block, type Component, type Editor } from 'grapesjs';
import grapesNb from 'grapesjs/locale/nb.mjs';
import grapesJSMJMLModule from 'grapesjs-mjml';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { expandSelfClosingTags, placeholderImage, starterMjml } from './block-mjml';
import { addShopBlocks, type ShopBlockTexts } from './builder-blocks';
import { type PanelTitles, panelsConfig, showOptionNames } from './grapes-config';

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

export interface GrapesState {
  editor: Editor | null;
  /** Changes to the design since it was opened or last saved. */
  dirty: boolean;
  canUndo: boolean;
  canRedo: boolean;
}

/** Ctrl+S or Cmd+S, without the other modifiers. */
export const isSaveShortcut = (event: KeyboardEvent): boolean =>
  (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 's';

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
      container: element,
      height: '100%',
      width: 'auto',
      storageManager: false,
      // No calls to grapesjs.com, no Font Awesome from a CDN, and the screen asks before leaving itself.
      telemetry: false,
      cssIcons: '',
      noticeOnUnload: false,
      i18n: {
        locale,
        detectLocale: false,
        localeFallback: 'en',
        messagesAdd: { nb: grapesNb },
      },
      panels: panelsConfig(texts.panels),
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
    editor.on('block:drag:stop', (component: Component | undefined, block: Block | undefined) => {
      if (component && block) setupRef.current.onBlockInserted(component, String(block.getId()));
    });

    const refresh = () =>
      setState({
        editor,
        dirty: editor.getDirtyCount() > 0,
        canUndo: editor.UndoManager.hasUndo(),
        canRedo: editor.UndoManager.hasRedo(),
      });
    editor.on('update undo redo change:changesCount', refresh);

    // Keys pressed in the canvas stay in its frame: Ctrl+S there saves as it does in the top bar.
    const onFrameKey = (event: KeyboardEvent) => {
      if (!isSaveShortcut(event)) return;
      event.preventDefault();
      setupRef.current.onSaveShortcut();
    };
    // GrapesJS counts a text's change only when its editing ends; typing is a change at once.
    const onFrameInput = () => bumpChanges(editor);
    let frameWindow: Window | null = null;
    editor.on('canvas:frame:load', ({ window }: { window: Window }) => {
      frameWindow?.removeEventListener('keydown', onFrameKey);
      frameWindow?.removeEventListener('input', onFrameInput);
      frameWindow = window;
      window.addEventListener('keydown', onFrameKey);
      window.addEventListener('input', onFrameInput);
    });

    editor.onReady(() => {
      showOptionNames(editor);
      // Opening the design is not a change to undo or to warn about.
      editor.UndoManager.clear();
      editor.clearDirtyCount();
      refresh();
    });
    refresh();

    return () => {
      frameWindow?.removeEventListener('keydown', onFrameKey);
      frameWindow?.removeEventListener('input', onFrameInput);
      editor.destroy();
      setState({ editor: null, dirty: false, canUndo: false, canRedo: false });
    };
  }, [container]);

  return state;
}

/**
 * Writes the text being edited back into the design (GrapesJS does it only when editing ends), so a save
 * in the middle of typing keeps the last words.
 */
export async function flushTextEditing(editor: Editor): Promise<void> {
  const view = editor.getEditing()?.getView() as
    | { syncContent?: (opts?: object) => Promise<void> }
    | undefined;
  // Not counted as a change: the typing that led here already was (see `bumpChanges`).
  await view?.syncContent?.({ force: true, noCount: true });
}

/** The design's MJML and project as they are now. */
export async function readDesign(
  editor: Editor,
): Promise<{ mjml: string; project: Record<string, unknown> }> {
  await flushTextEditing(editor);
  return { mjml: editor.getHtml().trim(), project: editor.getProjectData() as Record<string, unknown> };
}

/** One more unsaved change, for edits GrapesJS does not count itself (typing, a merge tag at the cursor). */
export function bumpChanges(editor: Editor): void {
  editor.getModel().set({ changesCount: editor.getDirtyCount() + 1 });
}

/** After a save: changes made while it was under way still count as unsaved. */
export function markSaved(editor: Editor, changesAtStart: number): void {
  const remaining = Math.max(0, editor.getDirtyCount() - changesAtStart);
  editor.getModel().set({ changesCount: remaining }, { isClear: true });
}
