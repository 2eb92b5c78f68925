import { type ChatSettingsBody, isWithinOpeningHours } from '@butikkpanel/contracts';
import { WIDGET_COLOR_PATTERN } from '@butikkpanel/contracts/chat/widget';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

const colorOr = (value: string | undefined, fallback: string) =>
  value && WIDGET_COLOR_PATTERN.test(value) ? value : fallback;

/** The widget as visitors will see it, from the form's current (unsaved) values. */
export function ChatWidgetPreview({ settings }: { settings: ChatSettingsBody }) {
  const { t } = useTranslation(['settings']);
  const primary = colorOr(settings.primary_color, '#1f6feb');
  const text = colorOr(settings.text_color, '#ffffff');
  const hours = settings.opening_hours ?? null;
  const open = isWithinOpeningHours(hours as Parameters<typeof isWithinOpeningHours>[0], new Date());
  return (
    <Stack
      spacing={1}
      component="section"
      aria-labelledby="chat-preview-title"
      sx={{ position: 'sticky', top: 16 }}
    >
      <Typography id="chat-preview-title" component="h2" variant="h6">
        {t('settings:chatSettings.previewTitle')}
      </Typography>
      <Paper
        variant="outlined"
        data-testid="chat-preview"
        sx={{ overflow: 'hidden', maxWidth: 360, bgcolor: '#fff', color: '#1b1f24' }}
      >
        <Box sx={{ bgcolor: primary, color: text, px: 2, py: 1.5, fontWeight: 700, fontSize: '1.2rem' }}>
          {settings.title}
        </Box>
        <Stack spacing={1} sx={{ p: 2, minHeight: 160 }}>
          <Box sx={{ bgcolor: '#eef1f4', borderRadius: 2, px: 1.5, py: 1, alignSelf: 'flex-start' }}>
            {settings.greeting}
          </Box>
          {!open && (
            <Typography variant="body2" sx={{ color: '#444' }}>
              {settings.offline}
            </Typography>
          )}
        </Stack>
        <Box sx={{ borderTop: 1, borderColor: '#ddd', px: 2, py: 1.5, color: '#555' }}>
          {settings.placeholder}
        </Box>
      </Paper>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Box
          sx={{
            width: 48,
            height: 48,
            borderRadius: '50%',
            bgcolor: primary,
            color: text,
            display: 'grid',
            placeItems: 'center',
            fontSize: 22,
          }}
          aria-hidden
        >
          💬
        </Box>
        <Typography variant="body2">{settings.button}</Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {open ? t('settings:chatSettings.openNow') : t('settings:chatSettings.closedNow')}
      </Typography>
    </Stack>
  );
}
