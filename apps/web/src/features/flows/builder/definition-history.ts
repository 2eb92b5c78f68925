import type { FlowDefinition, FlowReentry, FlowStart, FlowStep, FlowStepType } from '@butikkpanel/contracts';
import { deleteStep, type FlowSlot, insertStep, replaceStep } from './step-ops';

/** What the builder edits and can undo: the steps and the re-entry rule (the name is a plain text field). */
export interface FlowDraft {
  definition: FlowDefinition;
  reentry: FlowReentry;
}

export interface DraftHistory {
  past: FlowDraft[];
  present: FlowDraft;
  future: FlowDraft[];
  /** The field the last edit typed into: more typing there joins that edit, as in a text editor. */
  typing?: string | null;
}

/** `typing`: the edit is a keystroke in this field (e.g. 'wait-1.amount'); a run of them is one undo step. */
type Typing = { typing?: string };

export type DraftAction =
  | ({ type: 'setStart'; start: FlowStart } & Typing)
  | ({ type: 'updateStep'; step: FlowStep } & Typing)
  | { type: 'insertStep'; slot: FlowSlot; stepType: FlowStepType; id?: string }
  | { type: 'deleteStep'; id: string }
  | ({ type: 'setReentry'; reentry: FlowReentry } & Typing)
  | { type: 'undo' }
  | { type: 'redo' }
  /** A saved or reloaded flow: the new starting point, history kept so an undo after saving still works. */
  | { type: 'replace'; draft: FlowDraft };

/** Enough for an afternoon's work; older steps fall off so memory stays flat. */
export const HISTORY_LIMIT = 100;

export const startHistory = (draft: FlowDraft): DraftHistory => ({ past: [], present: draft, future: [] });

function edit(draft: FlowDraft, action: DraftAction): FlowDraft {
  const { definition } = draft;
  switch (action.type) {
    case 'setStart':
      return { ...draft, definition: { ...definition, start: action.start } };
    case 'updateStep':
      return { ...draft, definition: replaceStep(definition, action.step) };
    case 'insertStep':
      return { ...draft, definition: insertStep(definition, action.slot, action.stepType, action.id) };
    case 'deleteStep':
      return { ...draft, definition: deleteStep(definition, action.id) };
    case 'setReentry':
      return { ...draft, reentry: action.reentry };
    default:
      return draft;
  }
}

/** The builder's reducer: every edit is one undo step; undo and redo move along the history. */
export function draftHistoryReducer(history: DraftHistory, action: DraftAction): DraftHistory {
  switch (action.type) {
    case 'undo': {
      const previous = history.past.at(-1);
      if (!previous) return history;
      return {
        past: history.past.slice(0, -1),
        present: previous,
        future: [history.present, ...history.future],
      };
    }
    case 'redo': {
      const [next, ...future] = history.future;
      if (!next) return history;
      return { past: [...history.past, history.present], present: next, future, typing: null };
    }
    case 'replace':
      return { ...history, present: action.draft, typing: null };
    default: {
      const present = edit(history.present, action);
      if (present === history.present) return history;
      const typing = 'typing' in action ? (action.typing ?? null) : null;
      if (typing !== null && typing === history.typing) return { ...history, present, future: [] };
      return { past: [...history.past, history.present].slice(-HISTORY_LIMIT), present, future: [], typing };
    }
  }
}
