import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CopySnippet } from '@/components/copy-snippet';

/** The one tag a shop embeds (docs/widget.md); this server serves /widget.js at its root. */
export const widgetScriptTag = (origin: string, accountId: string) =>
  `<script async src="${origin}/widget.js" data-account="${accountId}"></script>`;

interface InstallStep {
  /** What to do, above the code. */
  text: string;
  /** What the code is, for the copy button's name ("skriptet"). */
  what: string;
  code: string;
}

interface WidgetInstallProps {
  title: string;
  steps: InstallStep[];
  /** Under the steps (what happens next). */
  after: string;
  /** Shown while the widget is not saved: its id does not work in the shop yet. */
  unsavedNote?: string;
}

/** "How to install": the lines the shop adds, each with a copy button. */
export function WidgetInstall({ title, steps, after, unsavedNote }: WidgetInstallProps) {
  const { t } = useTranslation(['common']);
  const titleId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={1.5}>
        <Typography id={titleId} component="h2" variant="h6">
          {title}
        </Typography>
        {steps.map((step) => (
          <Fragment key={step.code}>
            <Typography>{step.text}</Typography>
            <CopySnippet
              code={step.code}
              copyText={t('common:widgetInstall.copy')}
              copyLabel={t('common:widgetInstall.copyLabel', { what: step.what })}
              copiedText={t('common:widgetInstall.copied')}
              failedText={t('common:widgetInstall.copyFailed')}
            />
          </Fragment>
        ))}
        <Typography>{after}</Typography>
        {unsavedNote && <Alert severity="info">{unsavedNote}</Alert>}
      </Stack>
    </Paper>
  );
}
