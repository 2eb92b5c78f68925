import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentRoute } from '@/components/layout/use-current-route';
import { useDocumentTitle } from '@/lib/use-document-title';

interface SearchScreenLayoutProps {
  /** Shown under the title (the word or widget being edited, "new …"). */
  subtitle?: string;
  /** Buttons beside the title. */
  actions?: ReactNode;
  /** Beside the content on wide screens, under it on narrow ones (the search test box). */
  aside?: ReactNode;
  children: ReactNode;
}

/** A search screen: the route's title, its content, and the test box beside it to check a change at once. */
export function SearchScreenLayout({ subtitle, actions, aside, children }: SearchScreenLayoutProps) {
  const { t } = useTranslation(['shell']);
  const current = useCurrentRoute();
  const title = current ? t(`shell:nav.${current.info.title}`) : '';
  useDocumentTitle(subtitle ? `${subtitle} – ${title}` : title);
  return (
    <Stack spacing={3}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
      >
        <div>
          <Typography variant="h4" component="h1">
            {title}
          </Typography>
          {subtitle && (
            <Typography
              variant="subtitle1"
              component="p"
              color="text.secondary"
              sx={{ overflowWrap: 'anywhere' }}
            >
              {subtitle}
            </Typography>
          )}
        </div>
        {actions && <Box sx={{ flexShrink: 0 }}>{actions}</Box>}
      </Stack>
      {aside ? (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
            alignItems: 'start',
          }}
        >
          <Box sx={{ minWidth: 0 }}>{children}</Box>
          <Box component="aside" sx={{ minWidth: 0 }}>
            {aside}
          </Box>
        </Box>
      ) : (
        children
      )}
    </Stack>
  );
}
