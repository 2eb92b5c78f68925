import Badge from '@mui/material/Badge';
import Chip from '@mui/material/Chip';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { VisuallyHidden } from '@/components/visually-hidden';
import type { NavigationEntry } from '@/config/navigation';
import { useChatUnreadTotal } from '@/features/chat';
import { useOpenLegacyApp } from '../api/open-legacy-app';
import { entryHref } from '../navigation/entry-href';
import { useEntryTitle } from '../navigation/use-entry-title';
import { NavigationIcon } from './navigation-icon';

interface NavigationItemProps {
  entry: NavigationEntry;
  accountId: string;
  /** Icons only: the folded navbar. The title stays as the accessible name. */
  folded: boolean;
  depth?: number;
  onNavigate?: () => void;
}

/** One entry that leads somewhere: a route, the help centre in a new tab, or the legacy app. */
export function NavigationItem({ entry, accountId, folded, depth = 0, onNavigate }: NavigationItemProps) {
  const { t } = useTranslation(['shell', 'common']);
  const titleOf = useEntryTitle();
  const openLegacyApp = useOpenLegacyApp(t('shell:navigation.legacyFailed'));
  const unreadChat = useChatUnreadTotal();
  const count = entry.counter === 'chatUnread' ? unreadChat : 0;
  const title = titleOf(entry);
  const href = entryHref(entry, accountId);
  const { pathname } = useLocation();
  // /settings leads to the profile, yet stays marked on every settings page.
  const onSection = (entry.sections ?? []).some((section) => entryHref(section, accountId) === pathname);
  const content = (
    <>
      <ListItemIcon sx={{ minWidth: 36 }}>
        <Badge badgeContent={count} color="error" max={99} aria-hidden={count === 0}>
          <NavigationIcon name={entry.icon} />
        </Badge>
      </ListItemIcon>
      {!folded && <ListItemText primary={title} />}
      {folded && <VisuallyHidden>{title}</VisuallyHidden>}
      {count > 0 && <VisuallyHidden>{t('shell:navigation.unread', { count })}</VisuallyHidden>}
      {!folded && entry.badge && (
        <Chip size="small" color="secondary" label={t(`shell:navigation.${entry.badge}`)} />
      )}
    </>
  );
  const sx = {
    pl: folded ? 2.5 : 2 + depth * 2,
    '&.active': { bgcolor: 'action.selected', fontWeight: 600 },
  };

  if (href !== null) {
    return (
      <ListItemButton
        component={NavLink}
        to={href}
        end={entry.exact}
        className={onSection ? 'active' : undefined}
        sx={sx}
        onClick={onNavigate}
      >
        {content}
      </ListItemButton>
    );
  }
  if (entry.target?.kind === 'external') {
    return (
      <ListItemButton component="a" href={entry.target.url} target="_blank" rel="noopener noreferrer" sx={sx}>
        {content}
        <VisuallyHidden> {t('common:opensInNewTab')}</VisuallyHidden>
      </ListItemButton>
    );
  }
  return (
    <ListItemButton sx={sx} onClick={() => void openLegacyApp()}>
      {content}
    </ListItemButton>
  );
}
