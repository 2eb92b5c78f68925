import {
  type ChatSettingsAnswer,
  type ChatSettingsBody,
  chatSettingsSchema,
  DEFAULT_OPENING_HOURS,
} from '@butikkpanel/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type FieldPath, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ColorField } from '@/components/color-field';
import { FormErrorAlert } from '@/components/form-error-alert';
import { FormTextField } from '@/components/form-text-field';
import { setServerFieldErrors } from '@/lib/server-field-errors';
import { useChatSettings, useSaveChatSettings } from '../api/chat-settings-api';
import { CannedResponsesSettings } from './canned-responses-settings';
import { OPENING_HOURS_FIELDS, OpeningHoursFields } from './chat-settings-hours';
import { ChatWidgetPreview } from './chat-settings-preview';

const TEXT_FIELDS = ['title', 'greeting', 'offline', 'placeholder', 'button'] as const;
const FIELDS: FieldPath<ChatSettingsBody>[] = [
  ...TEXT_FIELDS,
  'primary_color',
  'text_color',
  ...OPENING_HOURS_FIELDS,
];

/** settings/chat: the widget's texts, colours and opening hours, with a live preview of the widget. */
export function ChatSettings({ accountId }: { accountId: string }) {
  const { t } = useTranslation(['settings']);
  const settings = useChatSettings(accountId);
  if (settings.error) return <FormErrorAlert error={settings.error} />;
  if (!settings.data) return <CircularProgress aria-label={t('settings:loading')} />;
  return (
    <Stack spacing={3}>
      <ChatForm accountId={accountId} answer={settings.data} />
      <CannedResponsesSettings accountId={accountId} />
    </Stack>
  );
}

function ChatForm({ accountId, answer }: { accountId: string; answer: ChatSettingsAnswer }) {
  const { t } = useTranslation(['settings']);
  const save = useSaveChatSettings(accountId);
  const readOnly = !answer.can_manage;
  const { control, handleSubmit, setError, reset, setValue } = useForm<ChatSettingsBody>({
    resolver: zodResolver(chatSettingsSchema),
    mode: 'onTouched',
    defaultValues: answer.data,
    disabled: readOnly,
  });
  const live = useWatch({ control }) as ChatSettingsBody;

  const onSubmit = handleSubmit(async (values) => {
    try {
      reset((await save.mutateAsync(values)).data);
    } catch (error) {
      setServerFieldErrors(error, setError, FIELDS);
    }
  });

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 7 }}>
        <Stack
          spacing={3}
          component="form"
          onSubmit={onSubmit}
          noValidate
          aria-labelledby="chat-settings-title"
        >
          {readOnly && <Alert severity="info">{t('settings:chatSettings.readOnly')}</Alert>}
          <Paper variant="outlined" sx={{ p: 3 }}>
            <Stack spacing={2}>
              <Typography id="chat-settings-title" component="h2" variant="h6">
                {t('settings:chatSettings.textsTitle')}
              </Typography>
              <FormErrorAlert error={save.error} />
              {save.isSuccess && <Alert severity="success">{t('settings:chatSettings.saved')}</Alert>}
              {TEXT_FIELDS.map((name) => (
                <FormTextField
                  key={name}
                  control={control}
                  name={name}
                  label={t(`settings:chatSettings.fields.${name}`)}
                  required
                />
              ))}
              <Typography component="h3" variant="subtitle1">
                {t('settings:chatSettings.colorsTitle')}
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <ColorField
                  control={control}
                  name="primary_color"
                  label={t('settings:chatSettings.fields.primary_color')}
                />
                <ColorField
                  control={control}
                  name="text_color"
                  label={t('settings:chatSettings.fields.text_color')}
                />
              </Stack>
            </Stack>
          </Paper>
          <Paper variant="outlined" sx={{ p: 3 }}>
            <OpeningHoursFields
              control={control}
              readOnly={readOnly}
              onToggle={(on) =>
                setValue('opening_hours', on ? DEFAULT_OPENING_HOURS : null, { shouldDirty: true })
              }
            />
          </Paper>
          {!readOnly && (
            <div>
              <Button type="submit" variant="contained" disabled={save.isPending}>
                {t('settings:chatSettings.save')}
              </Button>
            </div>
          )}
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <ChatWidgetPreview settings={live} />
      </Grid>
    </Grid>
  );
}
