import type { BuilderComponent, BuilderKind } from '@butikkpanel/contracts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '@/components/form-error-alert';
import './builder-texts';
import { useBuilderComponents, useDeleteComponent } from './assets-api';
import { DeleteIcon } from './icons';
import { useNotify } from './use-notify';

/** Saved components by group, in the order the groups first appear. */
export function groupComponents(
  components: readonly BuilderComponent[],
): Array<[string, BuilderComponent[]]> {
  const groups = new Map<string, BuilderComponent[]>();
  for (const component of components) {
    groups.set(component.group, [...(groups.get(component.group) ?? []), component]);
  }
  return [...groups.entries()];
}

/** The account's saved components by group, each with a delete button (they are also blocks in the editor). */
export function ComponentsDialog({
  accountId,
  kind,
  open,
  onClose,
}: {
  accountId: string;
  kind: BuilderKind;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(['builder']);
  const notify = useNotify();
  const titleId = useId();
  const components = useBuilderComponents(accountId, kind);
  const remove = useDeleteComponent(accountId, kind);
  const list = components.data ?? [];

  const deleteOne = async (component: BuilderComponent) => {
    try {
      await remove.mutateAsync(component.id);
      notify(t('builder:components.deleted'));
    } catch {
      // Shown in the dialog.
    }
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('builder:components.listTitle')}</DialogTitle>
      <DialogContent>
        {components.isError && <FormErrorAlert error={components.error} />}
        {components.isSuccess && list.length === 0 && (
          <DialogContentText>{t('builder:components.empty')}</DialogContentText>
        )}
        {groupComponents(list).map(([group, items]) => (
          <List key={group} dense subheader={<ListSubheader disableSticky>{group}</ListSubheader>}>
            {items.map((component) => (
              <ListItem
                key={component.id}
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={t('builder:components.delete', { title: component.title })}
                    onClick={() => deleteOne(component)}
                    disabled={remove.isPending}
                  >
                    <DeleteIcon />
                  </IconButton>
                }
              >
                <ListItemText primary={component.title} sx={{ overflowWrap: 'anywhere' }} />
              </ListItem>
            ))}
          </List>
        ))}
        <FormErrorAlert error={remove.error} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('builder:components.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
