import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';

export function BackToLogin() {
  const { t } = useTranslation(['auth']);
  return (
    <Link component={RouterLink} to={paths.login.href()} variant="body2">
      {t('auth:backToLogin')}
    </Link>
  );
}
