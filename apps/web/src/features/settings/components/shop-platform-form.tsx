import {
  SHOP_PLATFORM_CHOICES,
  type ShopPlatform,
  type ShopPlatformBodyInput,
  type ShopPlatformChoice,
} from '@butikkpanel/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { type Control, useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '@/components/form-error-alert';
import { FormTextField } from '@/components/form-text-field';
import { useFieldErrorText } from '@/lib/field-error';
import { setServerFieldErrors } from '@/lib/server-field-errors';
import { useSaveShopPlatform } from '../api/shop-platform-api';

interface FormValues {
  platform: ShopPlatformChoice | '';
  shop_domain: string;
  secret: string;
  feed_url: string;
}

const FIELDS = ['platform', 'shop_domain', 'secret', 'feed_url'] as const;

/** The stored connection as the form's values; the secret field is for a new one only. */
const toForm = (shop: ShopPlatform): FormValues => ({
  platform: shop.platform ?? '',
  shop_domain: shop.shop_domain ?? '',
  secret: '',
  feed_url: shop.feed_url ?? '',
});

/** Only the chosen platform's fields go; an empty secret keeps (or for a new connection, makes) one. */
function toBody(values: FormValues, platform: ShopPlatformChoice): ShopPlatformBodyInput {
  const secret = platform === 'other' || values.secret.trim() === '' ? {} : { secret: values.secret };
  const domain = platform === 'shopify' ? { shop_domain: values.shop_domain } : {};
  return { platform, ...domain, ...secret, feed_url: values.feed_url };
}

/**
 * Connects or changes the platform. The shop domain, the secret's length and the feed URL are checked by the
 * server (the same contracts schema), whose messages land on the fields; a refused save keeps what was typed.
 */
export function ShopPlatformForm({ accountId, shop }: { accountId: string; shop: ShopPlatform }) {
  const { t } = useTranslation(['settings']);
  const save = useSaveShopPlatform(accountId);
  const [saved, setSaved] = useState(false);
  const { control, handleSubmit, setError, reset, watch, formState } = useForm<FormValues>({
    defaultValues: toForm(shop),
  });
  const platform = watch('platform');
  const connectedAs = shop.connected ? shop.platform : null;

  const onSubmit = handleSubmit(async (values) => {
    setSaved(false);
    if (values.platform === '') {
      setError('platform', { type: 'required', message: t('settings:shopPlatform.form.choosePlatform') });
      return;
    }
    // Shopify signs with its own key: a connection without it would refuse every delivery.
    if (values.platform === 'shopify' && connectedAs !== 'shopify' && values.secret.trim() === '') {
      setError('secret', { type: 'required', message: 'field_empty' });
      return;
    }
    try {
      const answer = await save.mutateAsync(toBody(values, values.platform));
      reset(toForm(answer.data));
      setSaved(true);
    } catch (error) {
      setServerFieldErrors(error, setError, FIELDS);
    }
  });

  const secretHelp =
    connectedAs !== null && connectedAs !== 'other' && (platform !== 'shopify' || connectedAs === 'shopify')
      ? t('settings:shopPlatform.form.keepSecretHelp')
      : platform === 'shopify'
        ? t('settings:shopPlatform.form.shopifySecretHelp')
        : t('settings:shopPlatform.form.wooSecretHelp');

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack
        spacing={2}
        component="form"
        onSubmit={onSubmit}
        noValidate
        aria-labelledby="shop-platform-form-title"
      >
        <Typography id="shop-platform-form-title" component="h2" variant="h6">
          {connectedAs
            ? t('settings:shopPlatform.form.changeTitle')
            : t('settings:shopPlatform.form.connectTitle')}
        </Typography>
        <FormErrorAlert error={save.error} />
        {saved && !formState.isDirty && (
          <Alert severity="success" role="status">
            {t('settings:shopPlatform.form.saved')}
          </Alert>
        )}
        <PlatformChoice control={control} />
        {platform === 'shopify' && (
          <FormTextField
            control={control}
            name="shop_domain"
            label={t('settings:shopPlatform.form.shopDomain')}
            helperText={t('settings:shopPlatform.form.shopDomainHelp')}
            autoComplete="off"
            required
          />
        )}
        {(platform === 'shopify' || platform === 'woocommerce') && (
          <FormTextField
            control={control}
            name="secret"
            label={
              platform === 'shopify'
                ? t('settings:shopPlatform.form.shopifySecret')
                : t('settings:shopPlatform.form.wooSecret')
            }
            helperText={secretHelp}
            autoComplete="off"
            required={platform === 'shopify' && connectedAs !== 'shopify'}
          />
        )}
        {platform !== '' && (
          <FormTextField
            control={control}
            name="feed_url"
            type="url"
            label={t('settings:shopPlatform.form.feedUrl')}
            helperText={t('settings:shopPlatform.form.feedUrlHelp')}
            autoComplete="off"
          />
        )}
        <div>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {save.isPending
              ? t('settings:shopPlatform.form.saving')
              : connectedAs
                ? t('settings:shopPlatform.form.save')
                : t('settings:shopPlatform.form.connect')}
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}

/** Shopify, WooCommerce or another platform, each with a line on what comes in. */
function PlatformChoice({ control }: { control: Control<FormValues> }) {
  const { t } = useTranslation(['settings']);
  const labelId = useId();
  const errorId = useId();
  const errorText = useFieldErrorText();
  const { field, fieldState } = useController({ control, name: 'platform' });
  const error = errorText(fieldState.error);
  return (
    <FormControl error={Boolean(error)} required>
      <FormLabel id={labelId}>{t('settings:shopPlatform.form.platform')}</FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        aria-describedby={error ? errorId : undefined}
        name={field.name}
        value={field.value}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        ref={field.ref}
      >
        {SHOP_PLATFORM_CHOICES.map((choice) => (
          <FormControlLabel
            key={choice}
            value={choice}
            control={<Radio />}
            sx={{ alignItems: 'flex-start', mt: 1, '& .MuiRadio-root': { pt: 0.5 } }}
            label={
              <span>
                <Typography component="span" sx={{ display: 'block' }}>
                  {t(`settings:shopPlatform.platforms.${choice}`)}
                </Typography>
                <Typography component="span" variant="body2" color="text.secondary">
                  {t(`settings:shopPlatform.platformHelp.${choice}`)}
                </Typography>
              </span>
            }
          />
        ))}
      </RadioGroup>
      {error && <FormHelperText id={errorId}>{error}</FormHelperText>}
    </FormControl>
  );
}
