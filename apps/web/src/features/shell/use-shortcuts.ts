import { useSaveUserData } from './api/save-user-data';
import { toggleShortcut } from './navigation/shortcut-list';
import { useUserData } from './use-user-data';

/** The user's starred navigation entries, and starring that saves through the user-data call. */
export function useShortcuts() {
  const { shortcuts } = useUserData();
  const save = useSaveUserData();
  return {
    shortcuts,
    saving: save.isPending,
    toggle: (id: string) => save.mutate({ shortcuts: toggleShortcut(shortcuts, id) }),
  };
}
