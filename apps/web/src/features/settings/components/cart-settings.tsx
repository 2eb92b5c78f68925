import {
  CART_ABANDONED_DEFAULT_MINUTES,
  type CartSettingsAnswer,
  type CartSettingsForm,
  cartSettingsFormSchema,
} from '@butikkpanel/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '@/components/form-error-alert';
import { FormTextField } from '@/components/form-text-field';
import { setServerFieldErrors } from '@/lib/server-field-errors';
import { useCartSettings, useSaveCartSettings } from '../api/cart-settings-api';

const toForm = (answer: CartSettingsAnswer): CartSettingsForm => ({
  abandoned_after_minutes: String(answer.data.abandoned_after_minutes),
});

/** On settings/api-keys (the shop's data): how long a cart waits for an order before it counts as abandoned. */
export function CartSettings({ accountId }: { accountId: string }) {
  const { t } = useTranslation(['settings']);
  const settings = useCartSettings(accountId);
  if (settings.error) return <FormErrorAlert error={settings.error} />;
  if (!settings.data) return <CircularProgress aria-label={t('settings:loading')} />;
  return <CartForm accountId={accountId} answer={settings.data} />;
}

function CartForm({ accountId, answer }: { accountId: string; answer: CartSettingsAnswer }) {
  const { t } = useTranslation(['settings']);
  const save = useSaveCartSettings(accountId);
  const readOnly = !answer.can_manage;
  const { control, handleSubmit, setError, reset, formState } = useForm<CartSettingsForm>({
    resolver: zodResolver(cartSettingsFormSchema),
    mode: 'onTouched',
    defaultValues: toForm(answer),
    disabled: readOnly,
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      reset(
        toForm(await save.mutateAsync({ abandoned_after_minutes: Number(values.abandoned_after_minutes) })),
      );
    } catch (error) {
      setServerFieldErrors(error, setError, ['abandoned_after_minutes']);
    }
  });

  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Stack
        spacing={2}
        component="form"
        onSubmit={onSubmit}
        noValidate
        aria-labelledby="cart-settings-title"
      >
        <Typography id="cart-settings-title" component="h2" variant="h6">
          {t('settings:carts.title')}
        </Typography>
        <Typography color="text.secondary">{t('settings:carts.intro')}</Typography>
        <FormErrorAlert error={save.error} />
        {save.isSuccess && !formState.isDirty && (
          <Alert severity="success" role="status">
            {t('settings:carts.saved')}
          </Alert>
        )}
        <FormTextField
          control={control}
          name="abandoned_after_minutes"
          label={t('settings:carts.minutes')}
          helperText={t('settings:carts.minutesHelp', { minutes: CART_ABANDONED_DEFAULT_MINUTES })}
        />
        {!readOnly && (
          <div>
            <Button type="submit" variant="contained" disabled={save.isPending}>
              {t('settings:carts.save')}
            </Button>
          </div>
        )}
      </Stack>
    </Paper>
  );
}
