import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The widget script's tag, as docs/widget.md gives it (the loader reads data-account). */
export const widgetScriptTag = (origin: string, accountId: string) =>
  `<script src="${origin}/widget.js" data-account="${accountId}" async></script>`;

/** The shop's own search box with the attribute the overlay looks for (apps/widget's search overlay). */
export const searchInputTag = (widgetId: string) =>
  `<input type="search" data-butikkpanel-search="${widgetId}">`;

/** "How to install": the two lines the shop adds, each with a copy button. */
export function SearchWidgetInstall({
  accountId,
  widgetId,
  saved,
}: {
  accountId: string;
  widgetId: string;
  saved: boolean;
}) {
  const { t } = useTranslation(['search-config']);
  const titleId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 3 }}>
      <Stack spacing={1.5}>
        <Typography id={titleId} component="h2" variant="h6">
          {t('search-config:install.title')}
        </Typography>
        <Typography>{t('search-config:install.scriptStep')}</Typography>
        <Snippet
          label={t('search-config:install.scriptLabel')}
          code={widgetScriptTag(window.location.origin, accountId)}
        />
        <Typography>{t('search-config:install.inputStep')}</Typography>
        <Snippet label={t('search-config:install.inputLabel')} code={searchInputTag(widgetId)} />
        <Typography>{t('search-config:install.after')}</Typography>
        {!saved && <Alert severity="info">{t('search-config:install.unsaved')}</Alert>}
      </Stack>
    </Paper>
  );
}

function Snippet({ label, code }: { label: string; code: string }) {
  const { t } = useTranslation(['search-config']);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(code);
    setCopied(true);
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Box
        component="pre"
        sx={{
          flex: 1,
          m: 0,
          p: 1.5,
          bgcolor: 'action.hover',
          borderRadius: 1,
          fontSize: '0.85rem',
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-all',
        }}
      >
        <code>{code}</code>
      </Box>
      <Button variant="outlined" size="small" onClick={() => void copy()} sx={{ flexShrink: 0 }}>
        {copied ? t('search-config:install.copied') : t('search-config:install.copy', { what: label })}
      </Button>
    </Stack>
  );
}
