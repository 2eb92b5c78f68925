import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

/** A dashboard widget: a region named by its heading, so screen readers can jump between widgets. */
export function WidgetCard({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: 2, height: '100%' }}>
      <Typography id={headingId} variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** What a widget says when there is honestly nothing to show. */
export function EmptyText({ children }: { children: ReactNode }) {
  return <Typography color="text.secondary">{children}</Typography>;
}

/** While the first answer is on its way. */
export function LoadingText() {
  const { t } = useTranslation(['common']);
  return <Typography color="text.secondary">{t('common:loading')}</Typography>;
}
