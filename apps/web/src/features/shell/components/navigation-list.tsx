import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { useId, useState } from 'react';
import { useLocation } from 'react-router';
import { ExpandLessIcon, ExpandMoreIcon } from '@/components/layout/icons';
import { VisuallyHidden } from '@/components/visually-hidden';
import type { NavigationEntry } from '@/config/navigation';
import { entryHref } from '../navigation/entry-href';
import { useEntryTitle } from '../navigation/use-entry-title';
import { navigableEntries } from '../navigation/visible-navigation';
import { NavigationIcon } from './navigation-icon';
import { NavigationItem } from './navigation-item';

interface ListProps {
  entries: NavigationEntry[];
  accountId: string;
  folded: boolean;
  depth?: number;
  onNavigate?: () => void;
}

/** Renders the five entry kinds: item, link, collapse, group, divider. */
export function NavigationList(props: ListProps) {
  return (
    <List disablePadding dense>
      {props.entries.map((entry) => (
        <NavigationNode key={entry.id} {...props} entry={entry} />
      ))}
    </List>
  );
}

function NavigationNode({ entry, ...props }: ListProps & { entry: NavigationEntry }) {
  const titleOf = useEntryTitle();
  // A list holds list items only, so the separator sits inside one.
  if (entry.type === 'divider') {
    return (
      <li>
        <Divider sx={{ my: 1 }} />
      </li>
    );
  }
  if (entry.type === 'group') {
    return (
      <li>
        <List
          disablePadding
          dense
          subheader={
            props.folded ? undefined : (
              <ListSubheader sx={{ bgcolor: 'transparent' }}>{titleOf(entry)}</ListSubheader>
            )
          }
        >
          {(entry.children ?? []).map((child) => (
            <NavigationNode key={child.id} {...props} entry={child} />
          ))}
        </List>
      </li>
    );
  }
  if (entry.type === 'collapse') return <NavigationCollapse entry={entry} {...props} />;
  return (
    <li>
      <NavigationItem entry={entry} {...props} />
    </li>
  );
}

/** A collapse starts open when the current page is one of its children. */
function NavigationCollapse({ entry, ...props }: ListProps & { entry: NavigationEntry }) {
  const titleOf = useEntryTitle();
  const { pathname } = useLocation();
  const childrenId = useId();
  const children = entry.children ?? [];
  const holdsCurrent = navigableEntries(children).some((child) => {
    const href = entryHref(child, props.accountId);
    return href !== null && pathname.startsWith(href);
  });
  const [open, setOpen] = useState(holdsCurrent);
  const title = titleOf(entry);
  const depth = props.depth ?? 0;
  return (
    <li>
      <ListItemButton
        aria-expanded={open}
        aria-controls={childrenId}
        onClick={() => setOpen(!open)}
        sx={{ pl: props.folded ? 2.5 : 2 + depth * 2 }}
      >
        <ListItemIcon sx={{ minWidth: 36 }}>
          <NavigationIcon name={entry.icon} />
        </ListItemIcon>
        {props.folded ? <VisuallyHidden>{title}</VisuallyHidden> : <ListItemText primary={title} />}
        {!props.folded && (open ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />)}
      </ListItemButton>
      <Collapse in={open && !props.folded} id={childrenId}>
        <NavigationList {...props} entries={children} depth={depth + 1} />
      </Collapse>
    </li>
  );
}
