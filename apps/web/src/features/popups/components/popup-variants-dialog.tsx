import { POPUP_VARIANTS_MAX, type PopupAnswer, type PopupVariantAnswer } from '@butikkpanel/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useSnackbar } from 'notistack';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormErrorAlert } from '@/components/form-error-alert';
import { paths } from '@/config/paths';
import { ApiRequestError } from '@/lib/api-client';
import { formatNumber, formatShare } from '@/lib/format';
import { useAddVariant, useDeleteVariant, useSaveWeights } from '../api/popup-variants';

/** The form is the dialog's column, so its content scrolls between a fixed title and fixed buttons. */
const FORM_SX = { display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 } as const;

interface PopupVariantsDialogProps {
  accountId: string;
  /** The popup as the list has it now (it follows every change); null: the dialog is closed. */
  popup: PopupAnswer | null;
  onClose: () => void;
}

/** The builder for one variant of a popup: /popupbuilder/{id}?variant={variantId}. */
export const variantBuilderHref = (accountId: string, popupId: number, variantId?: number) =>
  `${paths.popupBuilder.href(accountId, popupId)}${variantId === undefined ? '' : `?variant=${variantId}`}`;

/** Varianter: the A/B test of a popup, each variant's share of the visitors and what it has done. */
export function PopupVariantsDialog(props: PopupVariantsDialogProps) {
  const { t } = useTranslation(['popups']);
  const titleId = useId();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (props.popup === null) return null;
  const { variants } = props.popup;
  // A new form when the variants change on the server (added, deleted, shares saved): it shows theirs.
  const formKey = variants.map((variant) => `${variant.id}:${variant.weight}`).join(',');
  return (
    <Dialog open onClose={props.onClose} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={phone}>
      <DialogTitle id={titleId}>{t('popups:variants.title', { name: props.popup.name })}</DialogTitle>
      <VariantsForm key={formKey} {...props} popup={props.popup} />
    </Dialog>
  );
}

const sumOf = (shares: Record<number, string>) =>
  Object.values(shares).reduce((sum, share) => sum + (Number(share) || 0), 0);

function VariantsForm({ accountId, popup, onClose }: PopupVariantsDialogProps & { popup: PopupAnswer }) {
  const { t, i18n } = useTranslation(['popups', 'fields']);
  const language = i18n.resolvedLanguage ?? 'nb';
  const { enqueueSnackbar } = useSnackbar();
  const addHelpId = useId();
  const add = useAddVariant(accountId);
  const remove = useDeleteVariant(accountId);
  const saveWeights = useSaveWeights(accountId);
  const [deleting, setDeleting] = useState<PopupVariantAnswer | null>(null);
  const [shares, setShares] = useState<Record<number, string>>(() =>
    Object.fromEntries(popup.variants.map((variant) => [variant.id, String(variant.weight)])),
  );
  const [local, setLocal] = useState<Record<string, string>>({});

  const serverFields: Record<string, string> =
    saveWeights.error instanceof ApiRequestError ? saveWeights.error.fields : {};
  const fieldError = (key: string): string | null => local[key] ?? serverFields[key] ?? null;
  // Shown where they belong: the sum, or a variant's share; any other refusal goes in the alert.
  const shownPaths = new Set(['weights', ...popup.variants.map((variant) => `weights.${variant.id}`)]);
  const shownByField =
    Object.keys(serverFields).length > 0 && Object.keys(serverFields).every((key) => shownPaths.has(key));
  const sum = sumOf(shares);
  const sumError = fieldError('weights');
  const full = popup.variants.length >= POPUP_VARIANTS_MAX;
  const last = popup.variants.length <= 1;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checks: Record<string, string> = {};
    const weights: Record<string, number> = {};
    for (const variant of popup.variants) {
      const raw = shares[variant.id] ?? '';
      const value = Number(raw);
      if (raw.trim() === '') checks[`weights.${variant.id}`] = t('fields:field_empty');
      else if (!Number.isInteger(value) || value < 0 || value > 100)
        checks[`weights.${variant.id}`] = t('popups:variants.shareInvalid');
      else weights[String(variant.id)] = value;
    }
    if (Object.keys(checks).length === 0 && sum !== 100)
      checks.weights = t('popups:variants.sumInvalid', { sum: formatNumber(sum, language) });
    setLocal(checks);
    if (Object.keys(checks).length > 0) return;
    try {
      await saveWeights.mutateAsync({ id: popup.id, weights });
      enqueueSnackbar(t('popups:variants.saved'), { variant: 'success' });
    } catch {
      // The fields or the alert show the server's message.
    }
  };

  const addVariant = async () => {
    try {
      await add.mutateAsync(popup.id);
      enqueueSnackbar(t('popups:variants.added'), { variant: 'success' });
    } catch {
      // The alert shows the server's message (popup_variants_max and the like).
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={FORM_SX}>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {t('popups:variants.intro', { count: POPUP_VARIANTS_MAX })}
          </Typography>
          {popup.variants.map((variant) => (
            <VariantCard
              key={variant.id}
              accountId={accountId}
              popupId={popup.id}
              variant={variant}
              language={language}
              share={shares[variant.id] ?? ''}
              shareError={fieldError(`weights.${variant.id}`)}
              sumInvalid={sumError !== null}
              last={last}
              onShare={(value) => {
                setShares((current) => ({ ...current, [variant.id]: value }));
                setLocal(({ [`weights.${variant.id}`]: _dropped, weights: _sum, ...rest }) => rest);
                saveWeights.reset();
              }}
              onDelete={() => {
                remove.reset();
                setDeleting(variant);
              }}
            />
          ))}
          <Box>
            <Typography variant="body2" sx={{ fontWeight: 600 }} color={sumError ? 'error' : 'text.primary'}>
              {t('popups:variants.sum', { sum: formatNumber(sum, language) })}
            </Typography>
            {sumError !== null && (
              <FormHelperText error role="alert">
                {sumError}
              </FormHelperText>
            )}
          </Box>
          <Box>
            <Button
              variant="outlined"
              onClick={addVariant}
              disabled={full || add.isPending}
              aria-describedby={addHelpId}
            >
              {t('popups:variants.add')}
            </Button>
            <FormHelperText id={addHelpId}>
              {full ? t('popups:variants.full', { count: POPUP_VARIANTS_MAX }) : t('popups:variants.addHelp')}
            </FormHelperText>
          </Box>
          <FormErrorAlert error={add.error} />
          {!shownByField && <FormErrorAlert error={saveWeights.error} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('popups:variants.close')}</Button>
        <Button type="submit" variant="contained" disabled={saveWeights.isPending}>
          {saveWeights.isPending ? t('popups:variants.saving') : t('popups:variants.save')}
        </Button>
      </DialogActions>
      <ConfirmDialog
        open={deleting !== null}
        title={t('popups:variants.deleteTitle', { name: deleting?.name ?? '' })}
        text={t('popups:variants.deleteText', { name: deleting?.name ?? '' })}
        confirmLabel={t('popups:variants.delete')}
        cancelLabel={t('popups:variants.cancel')}
        pending={remove.isPending}
        error={remove.error}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync({ id: popup.id, variantId: deleting.id });
            setDeleting(null);
            enqueueSnackbar(t('popups:variants.deleted'), { variant: 'success' });
          } catch {
            // The dialog shows the server's message and stays open.
          }
        }}
      />
    </Box>
  );
}

interface VariantCardProps {
  accountId: string;
  popupId: number;
  variant: PopupVariantAnswer;
  language: string;
  share: string;
  shareError: string | null;
  sumInvalid: boolean;
  last: boolean;
  onShare: (value: string) => void;
  onDelete: () => void;
}

function VariantCard(props: VariantCardProps) {
  const { t } = useTranslation(['popups']);
  const { variant, language } = props;
  const headingId = useId();
  const lastHelpId = useId();
  const conversion = variant.views > 0 ? variant.submissions / variant.views : 0;
  const figures = [
    { label: t('popups:list.columns.views'), value: formatNumber(variant.views, language) },
    { label: t('popups:list.columns.submissions'), value: formatNumber(variant.submissions, language) },
    { label: t('popups:list.columns.conversion'), value: formatShare(conversion, language) },
  ];
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { xs: 'stretch', sm: 'flex-start' }, justifyContent: 'space-between' }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {t('popups:variants.variantName', { name: variant.name })}
          </Typography>
          <Box
            component="dl"
            sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 0.5, m: 0, mt: 0.5 }}
          >
            {figures.map((figure) => (
              <Box key={figure.label}>
                <Typography component="dt" variant="caption" color="text.secondary">
                  {figure.label}
                </Typography>
                <Typography component="dd" variant="body1" sx={{ m: 0, fontVariantNumeric: 'tabular-nums' }}>
                  {figure.value}
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
        <TextField
          label={t('popups:variants.share')}
          type="number"
          size="small"
          value={props.share}
          onChange={(event) => props.onShare(event.target.value)}
          error={props.shareError !== null || props.sumInvalid}
          helperText={props.shareError}
          slotProps={{
            htmlInput: { min: 0, max: 100, inputMode: 'numeric' },
            input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
          }}
          sx={{ width: { xs: '100%', sm: 140 }, flexShrink: 0 }}
        />
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mt: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button
          size="small"
          variant="outlined"
          component={RouterLink}
          to={variantBuilderHref(props.accountId, props.popupId, variant.id)}
          aria-label={t('popups:variants.editDesignNamed', { name: variant.name })}
        >
          {t('popups:variants.editDesign')}
        </Button>
        <Button
          size="small"
          color="error"
          disabled={props.last}
          onClick={props.onDelete}
          aria-label={t('popups:variants.deleteNamed', { name: variant.name })}
          aria-describedby={props.last ? lastHelpId : undefined}
        >
          {t('popups:variants.delete')}
        </Button>
        {props.last && (
          <FormHelperText id={lastHelpId} sx={{ mt: 0 }}>
            {t('popups:variants.lastVariant')}
          </FormHelperText>
        )}
      </Stack>
    </Paper>
  );
}
