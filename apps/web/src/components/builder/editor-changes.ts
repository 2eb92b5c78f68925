import type { Block, Component, Editor } from 'grapesjs';
import { showOptionNames } from './grapes-panels';

/** The builders' bookkeeping of unsaved changes and the save shortcut, the same in every GrapesJS builder. */

/** Ctrl+S or Cmd+S, without the other modifiers. */
export const isSaveShortcut = (event: KeyboardEvent): boolean =>
  (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 's';

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

/** One more unsaved change, for edits GrapesJS does not count itself (typing, a merge tag at the cursor). */
export function bumpChanges(editor: Editor): void {
  editor.getModel().set({ changesCount: editor.getDirtyCount() + 1 });
}

/** After a save: changes made while it was under way still count as unsaved. */
export function markSaved(editor: Editor, changesAtStart: number): void {
  const remaining = Math.max(0, editor.getDirtyCount() - changesAtStart);
  editor.getModel().set({ changesCount: remaining }, { isClear: true });
}

export interface GrapesState {
  editor: Editor | null;
  /** Changes to the design since it was opened or last saved. */
  dirty: boolean;
  canUndo: boolean;
  canRedo: boolean;
}

/**
 * Follows an editor's unsaved changes and undo history into `onChange`, and makes Ctrl+S inside the canvas
 * save as it does outside it. Opening the design is not a change. Answers the function that stops it.
 */
export function trackChanges(
  editor: Editor,
  handlers: { onChange: (state: GrapesState) => void; onSaveShortcut: () => void; onReady?: () => void },
): () => void {
  const refresh = () =>
    handlers.onChange({
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
    handlers.onSaveShortcut();
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
    handlers.onReady?.();
    // Opening the design is not a change to undo or to warn about.
    editor.UndoManager.clear();
    editor.clearDirtyCount();
    refresh();
  });
  refresh();

  return () => {
    frameWindow?.removeEventListener('keydown', onFrameKey);
    frameWindow?.removeEventListener('input', onFrameInput);
  };
}

const CLOSED: GrapesState = { editor: null, dirty: false, canUndo: false, canRedo: false };

/**
 * What both builders do with a new editor once its design and blocks are in: a dragged block is reported as a
 * clicked one is, changes are tracked (`trackChanges`), the style manager's options show their names. Answers
 * the cleanup for the effect: stop tracking, destroy the editor, say there is none.
 */
export function runEditor(
  editor: Editor,
  handlers: {
    onChange: (state: GrapesState) => void;
    onBlockInserted: (component: Component, blockId: string) => void;
    onSaveShortcut: () => void;
  },
): () => void {
  editor.on('block:drag:stop', (component: Component | undefined, block: Block | undefined) => {
    if (component && block) handlers.onBlockInserted(component, String(block.getId()));
  });
  const stopTracking = trackChanges(editor, {
    onChange: handlers.onChange,
    onSaveShortcut: handlers.onSaveShortcut,
    onReady: () => showOptionNames(editor),
  });
  return () => {
    stopTracking();
    editor.destroy();
    handlers.onChange(CLOSED);
  };
}
