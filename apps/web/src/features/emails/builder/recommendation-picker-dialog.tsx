import type { RecommendationWidget } from '@butikkpanel/contracts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FormErrorAlert } from '@/components/form-error-alert';
import { paths } from '@/config/paths';
import { useEmailRecommendationWidgets } from './recommendation-api';

interface RecommendationPickerDialogProps {
  accountId: string;
  open: boolean;
  /** Whether the chosen widget is being drawn for the canvas (the list waits). */
  busy: boolean;
  onPick: (widget: RecommendationWidget) => void;
  /** Closing keeps the block as it is. */
  onClose: () => void;
}

/**
 * Which e-mail widget a recommendations block shows: opened by adding the block, or by "Velg anbefaling" on
 * a selected block; never by anything else.
 */
export function RecommendationPickerDialog(props: RecommendationPickerDialogProps) {
  return props.open ? <RecommendationPicker {...props} /> : null;
}

function RecommendationPicker({ accountId, busy, onPick, onClose }: RecommendationPickerDialogProps) {
  const { t } = useTranslation(['email-builder']);
  const titleId = useId();
  const widgets = useEmailRecommendationWidgets(accountId);
  const list = widgets.data ?? [];
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('email-builder:recommendation.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>{t('email-builder:recommendation.intro')}</DialogContentText>
        {widgets.isError && <FormErrorAlert error={widgets.error} />}
        {widgets.isSuccess && list.length === 0 && (
          <DialogContentText role="status" sx={{ mt: 2 }}>
            {t('email-builder:recommendation.empty')}{' '}
            <Link component={RouterLink} to={paths.recommendations.href(accountId)}>
              {t('email-builder:recommendation.create')}
            </Link>
          </DialogContentText>
        )}
        <List dense aria-busy={busy}>
          {list.map((widget) => (
            <ListItem key={widget.id} disablePadding>
              <ListItemButton disabled={busy} onClick={() => onPick(widget)}>
                <ListItemText
                  primary={widget.id}
                  secondary={[
                    widget.comment,
                    t(`email-builder:recommendation.algorithms.${widget.algorithm}`),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                  sx={{ overflowWrap: 'anywhere' }}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('email-builder:recommendation.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
