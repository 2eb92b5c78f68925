import type { CatalogueProduct, EmailTemplate, RecommendationWidget } from '@butikkpanel/contracts';
import Box from '@mui/material/Box';
import type { Component } from 'grapesjs';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBuilderComponents, useBuilderImages, useUploadImage } from '@/components/builder/assets-api';
import { BuilderCanvas } from '@/components/builder/builder-canvas';
import { ComponentsDialog } from '@/components/builder/components-dialog';
import { bumpChanges } from '@/components/builder/editor-changes';
import { SaveComponentDialog } from '@/components/builder/save-component-dialog';
import { useNotify } from '@/components/builder/use-notify';
import { useSaveShortcut } from '@/components/builder/use-save-shortcut';
import { LeaveDialog } from '@/components/leave-dialog';
import { useSignedInSession } from '@/features/auth';
import { ApiRequestError } from '@/lib/api-client';
import { failureText } from '@/lib/failure-text';
import { useFillHeight } from '@/lib/use-fill-height';
import { useUnsavedGuard } from '@/lib/use-unsaved-guard';
import { useBuilderFonts, useBuilderProducts, useSenderFooter } from './api';
import { productBlockMjml, recommendationsBlockMjml } from './block-mjml';
import { SHOP_BLOCKS } from './builder-blocks';
import { BuilderToolbar } from './builder-toolbar';
import { DiscountSourceDialog } from './discount-source-dialog';
import { FontsDialog } from './fonts-dialog';
import { insertMergeTag, type MergeTagId, mergeTagSnippet } from './merge-tags';
import { PreviewDialog } from './preview-dialog';
import { ProductPickerDialog } from './product-picker-dialog';
import { drawSampleRecommendation } from './recommendation-api';
import { addChooseRecommendationTool } from './recommendation-block';
import { RecommendationPickerDialog } from './recommendation-picker-dialog';
import { SaveErrorAlert } from './save-error-alert';
import { SettingsDialog } from './settings-dialog';
import { sameSettings, settingsOf } from './template-settings';
import { TestSendDialog } from './test-send-dialog';
import { useEditorSync } from './use-editor-sync';
import { useGrapesEditor } from './use-grapes-editor';
import { useGrapesTexts } from './use-grapes-texts';
import { useTemplateSave } from './use-template-save';

type DialogName = 'settings' | 'preview' | 'testSend' | 'components' | 'fonts' | 'discountSource';

/** The builder for one loaded template: top bar, GrapesJS below it, and the dialogs of the top bar. */
export function TemplateBuilder({ accountId, template }: { accountId: string; template: EmailTemplate }) {
  const { t, i18n } = useTranslation(['email-builder', 'builder']);
  const notify = useNotify();
  const session = useSignedInSession();
  const rootRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLDivElement>(null);
  const height = useFillHeight(rootRef);

  const [saved, setSaved] = useState(() => settingsOf(template));
  const [settings, setSettings] = useState(saved);
  const settingsRef = useRef(settings);
  settingsRef.current = settings;
  const [dialog, setDialog] = useState<DialogName | null>(null);
  const [componentContent, setComponentContent] = useState<Record<string, unknown> | null>(null);
  const [productTarget, setProductTarget] = useState<Component | null>(null);
  const [recommendationTarget, setRecommendationTarget] = useState<Component | null>(null);
  const [drawingRecommendation, setDrawingRecommendation] = useState(false);

  const fonts = useBuilderFonts(accountId);
  const components = useBuilderComponents(accountId, 'email');
  const footer = useSenderFooter(accountId);
  const images = useBuilderImages(accountId);
  const uploadImage = useUploadImage(accountId);
  // Asked once up front: without products (no feed, or no dashboard package) the block stays a plain card.
  const products = useBuilderProducts(accountId, '', true);
  const productsAvailable = (products.data?.data.length ?? 0) > 0;

  const texts = useGrapesTexts();
  const grapes = useGrapesEditor(canvasRef, {
    project: template.project,
    mjml: template.mjml,
    language: i18n.resolvedLanguage ?? 'nb',
    texts,
    onBlockInserted: (component, blockId) => {
      if (blockId === SHOP_BLOCKS.product && productsAvailable) setProductTarget(component);
      // The recommendations block asks which e-mail widget it shows (the user just added it).
      if (blockId === SHOP_BLOCKS.recommendations) setRecommendationTarget(component);
      // The discount block asks where its code comes from (the user just added it), once it has none.
      if (blockId === SHOP_BLOCKS.discount && settingsRef.current.discount_id === null)
        setDialog('discountSource');
    },
    onSaveShortcut: () => saveByShortcut(),
    uploadImage: async (file) => {
      try {
        return (await uploadImage.mutateAsync(file)).url;
      } catch (failure) {
        // The server's words: wrong type, too big, the account's limit.
        notify(failureText(failure), 'error');
        throw failure;
      }
    },
  });
  const { editor } = grapes;
  const chooseLabel = t('email-builder:recommendation.choose');
  useEffect(
    () => (editor ? addChooseRecommendationTool(editor, chooseLabel, setRecommendationTarget) : undefined),
    [editor, chooseLabel],
  );
  useEditorSync(editor, {
    fonts: fonts.data,
    components: components.data,
    footer: footer.data,
    unsubscribe: t('email-builder:blocks.unsubscribe'),
    images: images.data?.map((image) => image.url),
  });

  const { save, saving, error, clearError } = useTemplateSave({
    accountId,
    template,
    editor,
    settings,
    fonts: fonts.data ?? [],
    onSaved: (result, sent) => {
      const next = settingsOf(result);
      setSaved(next);
      // Fields changed while the save was under way stay changed.
      setSettings((current) => (sameSettings(current, sent) ? next : current));
    },
  });
  const saveAndSay = async () => {
    const ok = await save();
    if (ok) notify(t('email-builder:save.saved'));
    return ok;
  };

  const errorFields = error instanceof ApiRequestError ? error.fields : {};
  const settingsDirty = !sameSettings(settings, saved);
  const dirty = grapes.dirty || settingsDirty;
  const blocker = useUnsavedGuard(() => dirty);

  const saveByShortcut = useSaveShortcut(saveAndSay);

  /** Preview and test send use the saved template: unsaved changes are saved first. */
  const openSaved = async (name: 'preview' | 'testSend') => {
    if (dirty && !(await save())) return;
    setDialog(name);
  };

  const insertTag = (id: MergeTagId) => {
    if (!editor) return;
    const result = insertMergeTag(editor, mergeTagSnippet(id, t('email-builder:mergeTags.unsubscribeText')));
    if (result === 'at-cursor') bumpChanges(editor);
    if (result === 'no-text') notify(t('email-builder:mergeTags.chooseText'), 'info');
  };

  const saveSelectedAsComponent = () => {
    const selected = editor?.getSelected();
    if (!selected) {
      notify(t('builder:components.chooseFirst'), 'info');
      return;
    }
    // Plain JSON (GrapesJS's models turned into data), as the server stores it.
    setComponentContent(JSON.parse(JSON.stringify(selected.toJSON())) as Record<string, unknown>);
  };

  const pickProduct = (product: CatalogueProduct) => {
    if (editor && productTarget?.parent()) {
      const [card] = productTarget.replaceWith(
        productBlockMjml(product, { buy: t('email-builder:blocks.buy') }),
      );
      if (card) editor.select(card);
    }
    setProductTarget(null);
  };

  const pickRecommendation = async (widget: RecommendationWidget) => {
    setDrawingRecommendation(true);
    try {
      const sample = await drawSampleRecommendation(accountId, widget);
      if (editor && recommendationTarget?.parent()) {
        const [block] = recommendationTarget.replaceWith(recommendationsBlockMjml(widget.id, sample));
        if (block) editor.select(block);
      }
      setRecommendationTarget(null);
    } catch {
      notify(t('email-builder:recommendation.drawFailed'), 'error');
    } finally {
      setDrawingRecommendation(false);
    }
  };

  return (
    <Box
      ref={rootRef}
      sx={{
        // The layout's main has padding; the builder uses the whole width and the height below the header.
        m: -2,
        height: height ?? '100vh',
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
      }}
    >
      <BuilderToolbar
        accountId={accountId}
        name={settings.name}
        nameError={errorFields.name ?? null}
        dirty={dirty}
        saving={saving}
        ready={editor !== null}
        canUndo={grapes.canUndo}
        canRedo={grapes.canRedo}
        onNameChange={(name) => setSettings((current) => ({ ...current, name }))}
        onSettings={() => setDialog('settings')}
        onMergeTag={insertTag}
        onUndo={() => editor?.UndoManager.undo()}
        onRedo={() => editor?.UndoManager.redo()}
        onSaveComponent={saveSelectedAsComponent}
        onComponents={() => setDialog('components')}
        onFonts={() => setDialog('fonts')}
        onPreview={() => void openSaved('preview')}
        onTestSend={() => void openSaved('testSend')}
        onSave={() => void saveAndSay()}
      />
      <SaveErrorAlert error={error} onOpenSettings={() => setDialog('settings')} onClose={clearError} />
      <BuilderCanvas ref={canvasRef} label={t('email-builder:editorLabel')} />

      <SettingsDialog
        accountId={accountId}
        open={dialog === 'settings'}
        settings={settings}
        canChangeTransactional={template.can_change_transactional}
        errors={errorFields}
        onApply={(next) => {
          setSettings(next);
          setDialog(null);
        }}
        onClose={() => setDialog(null)}
      />
      <DiscountSourceDialog
        accountId={accountId}
        open={dialog === 'discountSource'}
        value={settings.discount_id}
        onApply={(discountId) => {
          setSettings((current) => ({ ...current, discount_id: discountId }));
          setDialog(null);
        }}
        onClose={() => setDialog(null)}
      />
      <PreviewDialog
        accountId={accountId}
        templateId={template.id}
        open={dialog === 'preview'}
        onClose={() => setDialog(null)}
      />
      <TestSendDialog
        accountId={accountId}
        templateId={template.id}
        open={dialog === 'testSend'}
        defaultTo={session.user.email}
        onClose={() => setDialog(null)}
      />
      <ComponentsDialog
        accountId={accountId}
        kind="email"
        open={dialog === 'components'}
        onClose={() => setDialog(null)}
      />
      <FontsDialog accountId={accountId} open={dialog === 'fonts'} onClose={() => setDialog(null)} />
      <SaveComponentDialog
        accountId={accountId}
        kind="email"
        content={componentContent}
        groups={[...new Set((components.data ?? []).map((component) => component.group))]}
        onClose={() => setComponentContent(null)}
      />
      <ProductPickerDialog
        accountId={accountId}
        open={productTarget !== null}
        onPick={pickProduct}
        onClose={() => setProductTarget(null)}
      />
      <RecommendationPickerDialog
        accountId={accountId}
        open={recommendationTarget !== null}
        busy={drawingRecommendation}
        onPick={(widget) => void pickRecommendation(widget)}
        onClose={() => setRecommendationTarget(null)}
      />
      <LeaveDialog
        title={t('email-builder:leave.title')}
        text={t('email-builder:leave.text')}
        blocker={blocker}
        saving={saving}
        save={save}
      />
    </Box>
  );
}
