import type { BuilderFont, EmailTemplate } from '@butikkpanel/contracts';
import type { Editor } from 'grapesjs';
import { useCallback, useRef, useState } from 'react';
import { markSaved } from '@/components/builder/editor-changes';
import { useSaveTemplate } from './api';
import { type TemplateSettings, templateSaveBody } from './template-settings';
import { readDesign } from './use-grapes-editor';

interface SaveInput {
  accountId: string;
  template: EmailTemplate;
  editor: Editor | null;
  settings: TemplateSettings;
  fonts: readonly BuilderFont[];
  /** The template as saved, and the settings that were sent (the draft may have moved on meanwhile). */
  onSaved: (saved: EmailTemplate, sent: TemplateSettings) => void;
}

/**
 * Saves settings and design in one PUT. A failed save keeps its error for the screen to show and leaves the
 * editor untouched; a second save while one is under way is ignored.
 */
export function useTemplateSave(input: SaveInput) {
  const mutation = useSaveTemplate(input.accountId, input.template.id);
  const [error, setError] = useState<unknown>(null);
  const inputRef = useRef(input);
  inputRef.current = input;
  const running = useRef(false);

  const save = useCallback(async (): Promise<boolean> => {
    const { editor, settings, template, fonts, onSaved } = inputRef.current;
    if (!editor || running.current) return false;
    running.current = true;
    try {
      const design = await readDesign(editor);
      const changesAtStart = editor.getDirtyCount();
      const saved = await mutation.mutateAsync(
        templateSaveBody(settings, design, template.can_change_transactional, fonts),
      );
      markSaved(editor, changesAtStart);
      setError(null);
      onSaved(saved, settings);
      return true;
    } catch (caught) {
      setError(caught);
      return false;
    } finally {
      running.current = false;
    }
  }, [mutation.mutateAsync]);

  return { save, saving: mutation.isPending, error, clearError: () => setError(null) };
}
