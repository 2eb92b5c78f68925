import type { FlowDetail } from '@butikkpanel/contracts';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useSaveFlow } from '../api/flow-detail';
import { useSetFlowActive } from '../api/flow-list';
import { type DraftAction, draftHistoryReducer, type FlowDraft, startHistory } from './definition-history';

const draftOf = (flow: FlowDetail): FlowDraft => ({ definition: flow.definition, reentry: flow.reentry });
const snapshot = (name: string, draft: FlowDraft) => JSON.stringify([name.trim(), draft]);

/** Is the key press meant for a text field's own undo (typing in the name or a value)? */
function inTextField(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA)$/.test(target.tagName))
  );
}

/**
 * The builder's draft of one flow: the undoable definition and re-entry, the name, what was last saved,
 * and save, activate and deactivate. A failed call's error is kept with the draft it was about, so the
 * server's field problems show until that draft changes.
 */
export function useFlowDraft(accountId: string, flow: FlowDetail) {
  const [history, dispatch] = useReducer(draftHistoryReducer, flow, (loaded) =>
    startHistory(draftOf(loaded)),
  );
  const [name, setName] = useState(flow.name);
  const [saved, setSaved] = useState(() => snapshot(flow.name, draftOf(flow)));
  const [failure, setFailure] = useState<{ error: unknown; draft: FlowDraft } | null>(null);
  const saveMutation = useSaveFlow(accountId, flow.id);
  const activeMutation = useSetFlowActive(accountId);
  const dirty = snapshot(name, history.present) !== saved;

  const current = useRef({ name, present: history.present, dirty });
  current.current = { name, present: history.present, dirty };

  const save = useCallback(async (): Promise<boolean> => {
    const { name: sentName, present: sent } = current.current;
    try {
      const result = await saveMutation.mutateAsync({
        name: sentName.trim(),
        definition: sent.definition,
        reentry: sent.reentry,
      });
      const answer = draftOf(result);
      setSaved(snapshot(result.name, answer));
      // The server drops left-over steps and may fill in an e-mail; edits made meanwhile stay.
      if (current.current.present === sent) dispatch({ type: 'replace', draft: answer });
      setFailure(null);
      return true;
    } catch (error) {
      setFailure({ error, draft: sent });
      return false;
    }
  }, [saveMutation.mutateAsync]);

  const setActive = useCallback(
    async (active: boolean): Promise<boolean> => {
      if (active && current.current.dirty && !(await save())) return false;
      const about = current.current.present;
      try {
        await activeMutation.mutateAsync({ id: flow.id, active });
        setFailure(null);
        return true;
      } catch (error) {
        setFailure({ error, draft: about });
        return false;
      }
    },
    [activeMutation.mutateAsync, flow.id, save],
  );

  // Ctrl+Z / Ctrl+Shift+Z (and Ctrl+Y) over the flow; inside a text field the field's own undo wins.
  const saveRef = useRef(save);
  saveRef.current = save;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      if (key === 's') {
        event.preventDefault();
        void saveRef.current();
        return;
      }
      if (inTextField(event.target)) return;
      if (key === 'z' || key === 'y') {
        event.preventDefault();
        dispatch({ type: key === 'y' || event.shiftKey ? 'redo' : 'undo' });
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return {
    name,
    setName,
    draft: history.present,
    dispatch: dispatch as (action: DraftAction) => void,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    dirty,
    save,
    saving: saveMutation.isPending,
    setActive,
    switching: activeMutation.isPending,
    /** The last failure, while the draft is still the one it was about. */
    failure: failure && failure.draft === history.present ? failure.error : null,
    clearFailure: () => setFailure(null),
  };
}
