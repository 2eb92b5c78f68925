import { useCallback, useEffect, useRef } from 'react';
import { isSaveShortcut } from './editor-changes';

/**
 * Ctrl+S (Cmd+S) anywhere outside the canvas saves. Answers a stable function that saves the same way, for
 * the canvas's own frame (`trackChanges`).
 */
export function useSaveShortcut(save: () => unknown): () => void {
  const saveRef = useRef(save);
  saveRef.current = save;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isSaveShortcut(event)) return;
      event.preventDefault();
      void saveRef.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return useCallback(() => void saveRef.current(), []);
}
