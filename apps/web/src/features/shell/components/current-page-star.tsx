import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { StarBorderIcon, StarIcon } from '@/components/layout/icons';
import { useCurrentRoute } from '@/components/layout/use-current-route';
import { navigation } from '@/config/navigation';
import { useSignedInSession } from '@/features/auth';
import { useEntryTitle } from '../navigation/use-entry-title';
import { navigableEntries, visibleNavigation } from '../navigation/visible-navigation';
import { useShortcuts } from '../use-shortcuts';

/** Stars or unstars the page on screen, when it has a menu entry: the keyboard way to a shortcut. */
export function CurrentPageStar() {
  const { t } = useTranslation(['shell']);
  const { user } = useSignedInSession();
  const current = useCurrentRoute();
  const titleOf = useEntryTitle();
  const { shortcuts, toggle, saving } = useShortcuts();
  const entry = navigableEntries(visibleNavigation(navigation, user.role)).find(
    (item) => item.id === current?.name,
  );
  if (!entry) return null;
  const starred = shortcuts.includes(entry.id);
  const label = t(starred ? 'shell:shortcuts.remove' : 'shell:shortcuts.add', { title: titleOf(entry) });
  return (
    <Tooltip title={label}>
      <IconButton
        color="inherit"
        aria-label={label}
        aria-pressed={starred}
        onClick={() => saving || toggle(entry.id)}
      >
        {starred ? <StarIcon /> : <StarBorderIcon />}
      </IconButton>
    </Tooltip>
  );
}
