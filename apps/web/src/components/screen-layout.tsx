import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useDocumentTitle } from '@/lib/use-document-title';

interface ScreenLayoutProps {
  title: string;
  /** Under the title (the code itself on a code's page). */
  subtitle?: ReactNode;
  /** Buttons beside the title. */
  actions?: ReactNode;
  back?: { href: string; label: string };
  children: ReactNode;
}

/** A list or detail screen: the way back, the title (also the tab's), buttons beside it, and the content. */
export function ScreenLayout({ title, subtitle, actions, back, children }: ScreenLayoutProps) {
  useDocumentTitle(title);
  return (
    <Stack spacing={3}>
      {back && (
        <div>
          <Link component={RouterLink} to={back.href}>
            {back.label}
          </Link>
        </div>
      )}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          {subtitle}
        </Box>
        {actions && (
          <Stack direction="row" spacing={1} sx={{ flexShrink: 0, flexWrap: 'wrap', rowGap: 1 }}>
            {actions}
          </Stack>
        )}
      </Stack>
      {children}
    </Stack>
  );
}
