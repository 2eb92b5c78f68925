import { useEffect } from 'react';
import { useChatUnreadTotal } from '@/features/chat';
import { setDocumentTitlePrefix } from '@/lib/use-document-title';

/** Unread chat messages show in the browser tab, "(3) Chat – Butikkpanel", while signed in. */
export function useUnreadTabTitle(): void {
  const unread = useChatUnreadTotal();
  useEffect(() => {
    setDocumentTitlePrefix(unread > 0 ? `(${unread}) ` : '');
  }, [unread]);
  useEffect(() => () => setDocumentTitlePrefix(''), []);
}
