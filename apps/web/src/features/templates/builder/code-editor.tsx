import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { css } from '@codemirror/lang-css';
import { html } from '@codemirror/lang-html';
import { syntaxHighlighting } from '@codemirror/language';
import { EditorState, StateEffect, StateField } from '@codemirror/state';
import {
  Decoration,
  type DecorationSet,
  drawSelection,
  EditorView,
  highlightActiveLine,
  keymap,
  lineNumbers,
} from '@codemirror/view';
import Box from '@mui/material/Box';
import { useEffect, useRef } from 'react';
import { accessibleHighlightStyle } from './highlight-style';

/** Marks the line a compile error names (null: none). */
const setErrorLine = StateEffect.define<number | null>();
const errorLineMark = Decoration.line({ class: 'cm-error-line' });
const errorLineField = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(marks, transaction) {
    let next = marks.map(transaction.changes);
    for (const effect of transaction.effects) {
      if (!effect.is(setErrorLine)) continue;
      const line = effect.value;
      next =
        line === null || line < 1 || line > transaction.state.doc.lines
          ? Decoration.none
          : Decoration.set([errorLineMark.range(transaction.state.doc.line(line).from)]);
    }
    return next;
  },
  provide: (field) => EditorView.decorations.from(field),
});

interface CodeEditorProps {
  language: 'html' | 'css';
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** The label's and the error text's ids, read by screen readers on the editing area. */
  labelId: string;
  describedBy: string;
  readOnly: boolean;
  /** The line of a compile error, marked until the next one (null: none). */
  errorLine: number | null;
}

/**
 * A CodeMirror 6 editor with highlighting. Tab is not bound (CodeMirror leaves it to the browser unless told),
 * so the keyboard moves on to the next field as everywhere else in the panel.
 */
export function CodeEditor({
  language,
  value,
  onChange,
  onBlur,
  labelId,
  describedBy,
  readOnly,
  errorLine,
}: CodeEditorProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const viewRef = useRef<EditorView | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const onBlurRef = useRef(onBlur);
  onBlurRef.current = onBlur;

  // The editor is made once per mount; later values reach it through the effects below.
  // biome-ignore lint/correctness/useExhaustiveDependencies: value, readOnly and labels are applied by their own effects and ids never change
  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const view = new EditorView({
      parent: host,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(),
          highlightActiveLine(),
          drawSelection(),
          history(),
          keymap.of([...defaultKeymap, ...historyKeymap]),
          syntaxHighlighting(accessibleHighlightStyle, { fallback: true }),
          language === 'html' ? html() : css(),
          EditorView.lineWrapping,
          EditorState.readOnly.of(readOnly),
          EditorView.editable.of(!readOnly),
          EditorView.contentAttributes.of({
            'aria-labelledby': labelId,
            'aria-describedby': describedBy,
            'aria-multiline': 'true',
          }),
          errorLineField,
          EditorView.updateListener.of((update) => {
            if (update.docChanged) onChangeRef.current(update.state.doc.toString());
            if (update.focusChanged && !update.view.hasFocus) onBlurRef.current();
          }),
        ],
      }),
    });
    viewRef.current = view;
    return () => {
      view.destroy();
      viewRef.current = null;
    };
  }, []);

  // A restored version or a reset after save: the editor takes the new text unless it already has it.
  useEffect(() => {
    const view = viewRef.current;
    if (!view) return;
    const current = view.state.doc.toString();
    if (current !== value) view.dispatch({ changes: { from: 0, to: current.length, insert: value } });
  }, [value]);

  useEffect(() => {
    viewRef.current?.dispatch({ effects: setErrorLine.of(errorLine) });
  }, [errorLine]);

  return (
    <Box
      ref={hostRef}
      data-testid={`code-editor-${language}`}
      sx={{
        border: 1,
        borderColor: errorLine === null ? 'divider' : 'error.main',
        borderRadius: 1,
        overflow: 'hidden',
        // No height cap: the editor grows with its text (lines wrap), so the page scrolls, never the editor,
        // and nothing scrolls where the keyboard cannot reach.
        '& .cm-editor': { fontSize: 14 },
        '& .cm-scroller': { overflow: 'visible' },
        '& .cm-gutters': { color: '#57606a' },
        '& .cm-editor.cm-focused': { outline: '2px solid', outlineColor: 'primary.main' },
        '& .cm-error-line': { backgroundColor: 'rgba(179, 38, 30, 0.12)' },
      }}
    />
  );
}
