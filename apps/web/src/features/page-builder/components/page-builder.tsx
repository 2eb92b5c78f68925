import {
  type BuilderImage,
  FORM_FIELD_TYPES,
  type FormField,
  type FormFieldType,
} from '@butikkpanel/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { Component, Editor } from 'grapesjs';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBuilderComponents } from '@/components/builder/assets-api';
import { BuilderCanvas } from '@/components/builder/builder-canvas';
import { ComponentsDialog } from '@/components/builder/components-dialog';
import { markSaved } from '@/components/builder/editor-changes';
import { SaveComponentDialog } from '@/components/builder/save-component-dialog';
import { syncSavedComponentBlocks } from '@/components/builder/saved-component-blocks';
import { useNotify } from '@/components/builder/use-notify';
import { usePanelTitles } from '@/components/builder/use-panel-titles';
import { useSaveShortcut } from '@/components/builder/use-save-shortcut';
import { FormErrorAlert } from '@/components/form-error-alert';
import { LeaveDialog } from '@/components/leave-dialog';
import { ApiRequestError } from '@/lib/api-client';
import { useFillHeight } from '@/lib/use-fill-height';
import { useUnsavedGuard } from '@/lib/use-unsaved-guard';
import { showDiscountAmount } from '../editor/discount-amount';
import { FORM_CSS, formFieldHtml } from '../editor/form-field-html';
import { PAGE_BLOCKS } from '../editor/html-blocks';
import {
  type HtmlDesign,
  type PreviewDevice,
  readHtmlDesign,
  useHtmlEditor,
} from '../editor/use-html-editor';
import { usePageBuilderTexts } from '../editor/use-page-builder-texts';
import { CountdownEndFields } from './countdown-end-fields';
import { FileLibraryDialog } from './file-library-dialog';
import { FormFieldDialog } from './form-field-dialog';
import { PageBuilderToolbar } from './page-builder-toolbar';

export interface PageBuilderProps {
  accountId: string;
  kind: 'popup' | 'content';
  title: string;
  name: string;
  backHref: string;
  backLabel: string;
  design: HtmlDesign;
  /** A popup's max width (the canvas shows it so); null for a block, which takes its place's width. */
  maxWidth: number | null;
  /** Beside the name (a popup's variant picker), told whether there are unsaved changes. */
  beforeActions?: (tools: { dirty: boolean }) => ReactNode;
  /** Before Save (the content builder's Publish), given a save that answers whether it worked. */
  afterStatus?: (tools: { save: () => Promise<boolean>; dirty: boolean }) => ReactNode;
  /** A popup's code named as its amount ("10 % rabatt"), shown in the design's amount elements. */
  discountAmount?: string | null;
  /** Under the top bar (a popup's steps to live), told whether there are unsaved changes and how to save. */
  guide?: (tools: { save: () => Promise<boolean>; dirty: boolean }) => ReactNode;
  /** Stores the design (the server makes it safe); rejects with the API's error. */
  onSave: (design: HtmlDesign) => Promise<unknown>;
}

type DialogName = 'files' | 'components';

/** The field types' blocks, by block id. */
const FIELD_BLOCKS = new Map(FORM_FIELD_TYPES.map((type) => [PAGE_BLOCKS.field(type), type] as const));

/**
 * The drag-and-drop builder of popups and content blocks (spec section 2: "the same screen"): GrapesJS for
 * HTML with the shop's blocks and the form's six field types, the file library, saved components, previews
 * at phone, tablet and desktop widths, and one Save.
 */
export function PageBuilder(props: PageBuilderProps) {
  const { t, i18n } = useTranslation(['page-builder', 'builder']);
  const notify = useNotify();
  const rootRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLDivElement>(null);
  const height = useFillHeight(rootRef);
  const panels = usePanelTitles();
  const texts = usePageBuilderTexts();
  const [device, setDevice] = useState<PreviewDevice>('desktop');
  const [dialog, setDialog] = useState<DialogName | null>(null);
  const [fieldType, setFieldType] = useState<FormFieldType | null>(null);
  const fieldTarget = useRef<Component | null>(null);
  const imageTarget = useRef<Component | null>(null);
  const [componentContent, setComponentContent] = useState<Record<string, unknown> | null>(null);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<unknown>(null);
  const components = useBuilderComponents(props.accountId, props.kind);

  const saveByShortcut = useSaveShortcut(() => saveAndSay());
  const grapes = useHtmlEditor(canvasRef, {
    design: props.design,
    language: i18n.resolvedLanguage ?? 'nb',
    panels,
    blocks: texts.blocks,
    types: texts.types,
    maxWidth: props.maxWidth,
    onBlockInserted: (component, blockId) => {
      if (blockId === PAGE_BLOCKS.image) {
        imageTarget.current = component;
        setDialog('files');
      }
      const type = FIELD_BLOCKS.get(blockId);
      if (type) {
        fieldTarget.current = component;
        setFieldType(type);
      }
    },
    onSaveShortcut: () => saveByShortcut(),
  });
  const { editor } = grapes;

  useEffect(() => {
    if (editor && components.data) syncSavedComponentBlocks(editor, components.data);
  }, [editor, components.data]);

  useEffect(() => {
    if (editor && props.discountAmount) showDiscountAmount(editor, props.discountAmount);
  }, [editor, props.discountAmount]);

  const save = async (): Promise<boolean> => {
    if (!editor || saving) return false;
    setSaving(true);
    setSaveError(null);
    const changesAtStart = editor.getDirtyCount();
    try {
      await props.onSave(await readHtmlDesign(editor));
      markSaved(editor, changesAtStart);
      return true;
    } catch (failure) {
      setSaveError(failure);
      return false;
    } finally {
      setSaving(false);
    }
  };
  async function saveAndSay() {
    const ok = await save();
    if (ok) notify(t('page-builder:saved'));
    return ok;
  }

  const blocker = useUnsavedGuard(() => grapes.dirty);

  const changeDevice = (next: PreviewDevice) => {
    setDevice(next);
    editor?.setDevice(next);
  };

  const addField = (field: FormField) => {
    if (editor)
      placeField(editor, field, fieldTarget.current, () => notify(t('page-builder:field.noForm'), 'info'));
    fieldTarget.current = null;
    setFieldType(null);
  };
  const cancelField = () => {
    // A dropped field block without its settings is not a field: it goes.
    fieldTarget.current?.remove();
    fieldTarget.current = null;
    setFieldType(null);
  };

  const pickImage = (image: BuilderImage) => {
    if (editor) {
      const selected = editor.getSelected();
      const target = imageTarget.current ?? (selected?.is('image') ? selected : null);
      if (target) target.set('src', image.url);
      else {
        const [added] =
          editor.getWrapper()?.append({ type: 'image', src: image.url, attributes: { alt: '' } }) ?? [];
        if (added) editor.select(added);
      }
    }
    imageTarget.current = null;
    setDialog(null);
  };
  const closeFiles = () => {
    // An image block dropped and then left without a picture would show nothing on the shop.
    const target = imageTarget.current;
    if (target && !String(target.get('src') ?? '').trim()) target.remove();
    imageTarget.current = null;
    setDialog(null);
  };

  const saveSelectedAsComponent = () => {
    const selected = editor?.getSelected();
    if (!selected) {
      notify(t('builder:components.chooseFirst'), 'info');
      return;
    }
    setComponentContent(JSON.parse(JSON.stringify(selected.toJSON())) as Record<string, unknown>);
  };

  const groups = useMemo(
    () => [...new Set((components.data ?? []).map((component) => component.group))],
    [components.data],
  );

  return (
    <Box
      ref={rootRef}
      sx={{ m: -2, height: height ?? '100vh', display: 'flex', flexDirection: 'column', overflow: 'hidden' }}
    >
      <PageBuilderToolbar
        title={props.title}
        name={props.name}
        backHref={props.backHref}
        backLabel={props.backLabel}
        beforeActions={props.beforeActions?.({ dirty: grapes.dirty })}
        afterStatus={props.afterStatus?.({ save, dirty: grapes.dirty })}
        device={device}
        dirty={grapes.dirty}
        saving={saving}
        ready={editor !== null}
        canUndo={grapes.canUndo}
        canRedo={grapes.canRedo}
        onDevice={changeDevice}
        onUndo={() => editor?.UndoManager.undo()}
        onRedo={() => editor?.UndoManager.redo()}
        onAddField={() => setFieldType('text')}
        onFiles={() => setDialog('files')}
        onSaveComponent={saveSelectedAsComponent}
        onComponents={() => setDialog('components')}
        onSave={() => void saveAndSay()}
      />
      {props.guide?.({ save, dirty: grapes.dirty })}
      {saveError !== null && (
        <Box sx={{ px: 2, pt: 1 }}>
          {/* A refused design says why (a field without placeholder, a list without options) and stays as it is. */}
          {saveError instanceof ApiRequestError && Object.keys(saveError.fields).length > 0 ? (
            <Alert severity="error" role="alert" onClose={() => setSaveError(null)}>
              {Object.values(saveError.fields).join(' ')}
            </Alert>
          ) : (
            <FormErrorAlert error={saveError} />
          )}
        </Box>
      )}
      <BuilderCanvas ref={canvasRef} label={t('page-builder:editorLabel')} />
      <CountdownEndFields />
      <FormFieldDialog initialType={fieldType} onAdd={addField} onClose={cancelField} />
      <FileLibraryDialog
        accountId={props.accountId}
        open={dialog === 'files'}
        onPick={pickImage}
        onClose={closeFiles}
      />
      <ComponentsDialog
        accountId={props.accountId}
        kind={props.kind}
        open={dialog === 'components'}
        onClose={() => setDialog(null)}
      />
      <SaveComponentDialog
        accountId={props.accountId}
        kind={props.kind}
        content={componentContent}
        groups={groups}
        onClose={() => setComponentContent(null)}
      />
      <LeaveDialog
        title={t('page-builder:leave.title')}
        text={t('page-builder:leave.text')}
        blocker={blocker}
        saving={saving}
        save={save}
      />
    </Box>
  );
}

/**
 * Puts a new field in a form: in place of the dropped marker when it lies in a form, else before the submit
 * button of the selected or first form; a design without a form gets one.
 */
function placeField(editor: Editor, field: FormField, marker: Component | null, onNewForm: () => void): void {
  const html = formFieldHtml(field);
  const formOf = (component: Component | null | undefined) =>
    component?.is('form') || component?.get('tagName') === 'form' ? component : component?.closest('form');
  const markerForm = marker ? formOf(marker) : undefined;
  if (marker && markerForm) {
    const [added] = marker.replaceWith(html);
    if (added) editor.select(added);
    return;
  }
  marker?.remove();
  const form = formOf(editor.getSelected()) ?? editor.getWrapper()?.find('form')[0];
  if (!form) {
    const [added] =
      editor
        .getWrapper()
        ?.append(`<form class="bp-form" data-bp-form="signup">${html}</form><style>${FORM_CSS}</style>`) ??
      [];
    if (added) editor.select(added);
    onNewForm();
    return;
  }
  const submitAt = form
    .components()
    .models.findIndex((child: Component) => child.get('tagName') === 'button');
  const [added] = form.append(html, submitAt >= 0 ? { at: submitAt } : {});
  if (added) editor.select(added);
}
