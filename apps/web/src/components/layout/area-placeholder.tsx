import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/lib/use-document-title';
import { EmptyState } from '../empty-state';
import { useCurrentRoute } from './use-current-route';

interface AreaPlaceholderProps {
  /** What the area will hold, in the shop owner's words. */
  description: string;
  /** A sub-screen's name (a setting type, a step), shown under the title. */
  subtitle?: string;
}

/**
 * A screen whose own issue has not landed: its real title and an honest empty state, never
 * made-up figures.
 */
export function AreaPlaceholder({ description, subtitle }: AreaPlaceholderProps) {
  const { t } = useTranslation(['shell']);
  const current = useCurrentRoute();
  const title = current ? t(`shell:nav.${current.info.title}`) : '';
  useDocumentTitle(subtitle ? `${subtitle} – ${title}` : title);

  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        {subtitle && (
          <Typography variant="subtitle1" color="text.secondary">
            {subtitle}
          </Typography>
        )}
      </div>
      <EmptyState title={t('shell:placeholder.notBuilt')}>
        <Typography color="text.secondary">{description}</Typography>
      </EmptyState>
    </Stack>
  );
}
