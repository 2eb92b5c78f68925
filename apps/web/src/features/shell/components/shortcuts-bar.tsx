import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { navigation } from '@/config/navigation';
import { useSignedInSession } from '@/features/auth';
import { entryHref } from '../navigation/entry-href';
import { shortcutEntries } from '../navigation/shortcut-list';
import { useEntryTitle } from '../navigation/use-entry-title';
import { useShortcuts } from '../use-shortcuts';
import { NavigationIcon } from './navigation-icon';

/** The starred entries as links in the toolbar. */
export function ShortcutsBar({ accountId }: { accountId: string }) {
  const { t } = useTranslation(['shell']);
  const { user } = useSignedInSession();
  const { shortcuts } = useShortcuts();
  const titleOf = useEntryTitle();
  const entries = shortcutEntries(navigation, shortcuts, user.role).filter(
    (entry) => entryHref(entry, accountId) !== null,
  );
  if (entries.length === 0) return null;
  return (
    <Box
      component="nav"
      aria-label={t('shell:shortcuts.label')}
      sx={{ display: 'flex', gap: 0.5, overflowX: 'auto' }}
    >
      {entries.map((entry) => (
        <Button
          key={entry.id}
          component={RouterLink}
          to={entryHref(entry, accountId) ?? ''}
          size="small"
          color="inherit"
          startIcon={<NavigationIcon name={entry.icon} />}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {titleOf(entry)}
        </Button>
      ))}
    </Box>
  );
}
