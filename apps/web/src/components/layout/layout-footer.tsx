import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { HELP_URL } from '@/config/paths';
import { VisuallyHidden } from '../visually-hidden';

export function LayoutFooter() {
  const { t } = useTranslation(['shell', 'common']);
  return (
    <Box
      component="footer"
      sx={{
        px: 3,
        py: 2,
        borderTop: 1,
        borderColor: 'divider',
        display: 'flex',
        justifyContent: 'space-between',
      }}
    >
      <Typography variant="body2" color="text.secondary">
        {t('shell:layout.footer', { year: new Date().getFullYear() })}
      </Typography>
      <Link href={HELP_URL} target="_blank" rel="noopener noreferrer" variant="body2">
        {t('shell:nav.help')}
        <VisuallyHidden> {t('common:opensInNewTab')}</VisuallyHidden>
      </Link>
    </Box>
  );
}
