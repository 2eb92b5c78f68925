import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { CloseIcon } from './icons';

interface QuickPanelProps {
  open: boolean;
  onClose: () => void;
  navbarRight: boolean;
  onNavbarRightChange: (right: boolean) => void;
}

/** The right-hand quick panel: today's date, notifications (none exist yet) and layout choices. */
export function QuickPanel({ open, onClose, navbarRight, onNavbarRightChange }: QuickPanelProps) {
  const { t, i18n } = useTranslation(['shell']);
  const titleId = useId();
  const today = formatDate(new Date(), i18n.resolvedLanguage, 'full');
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { 'aria-labelledby': titleId, sx: { width: 300 } } }}
    >
      <Box sx={{ p: 2, display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id={titleId} variant="h6" component="h2">
          {t('shell:layout.quickPanel')}
        </Typography>
        <IconButton aria-label={t('shell:layout.closeQuickPanel')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <Box sx={{ p: 2, display: 'grid', gap: 2 }}>
        <div>
          <Typography variant="overline" component="h3">
            {t('shell:layout.today')}
          </Typography>
          <Typography>{today}</Typography>
        </div>
        <div>
          <Typography variant="overline" component="h3">
            {t('shell:layout.notifications')}
          </Typography>
          <Typography color="text.secondary">{t('shell:layout.noNotifications')}</Typography>
        </div>
        <FormControlLabel
          control={
            <Switch checked={navbarRight} onChange={(event) => onNavbarRightChange(event.target.checked)} />
          }
          label={t('shell:layout.navbarRight')}
        />
      </Box>
    </Drawer>
  );
}
