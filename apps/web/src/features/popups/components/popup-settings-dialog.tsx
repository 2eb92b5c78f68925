import {
  POPUP_AUDIENCES,
  POPUP_FREQUENCIES,
  POPUP_PLACEMENTS,
  POPUP_WIDTH_MAX,
  POPUP_WIDTH_MIN,
  type PopupAnswer,
  type PopupAudience,
} from '@butikkpanel/contracts';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '@/components/form-error-alert';
import { ApiRequestError } from '@/lib/api-client';
import { failureText } from '@/lib/failure-text';
import { useDiscountTemplates } from '@/lib/use-discount-templates';
import { useSavePopup } from '../api/popup-settings';

type Frequency = (typeof POPUP_FREQUENCIES)[number];
type Placement = (typeof POPUP_PLACEMENTS)[number];

interface PopupSettingsDialogProps {
  accountId: string;
  /** The popup whose settings are edited; null: the dialog is closed. */
  popup: PopupAnswer | null;
  onClose: () => void;
  onSaved: (popup: PopupAnswer) => void;
  /** The save button's words where saving also leads on (the guided path: "Lagre og gå til regler"). */
  submitLabel?: string;
}

/** The server's field paths this form shows under a field; any other refusal shows in the alert. */
const SHOWN_FIELDS = [
  'name',
  'settings.max_width',
  'settings.placement',
  'settings.frequency.mode',
  'settings.frequency.days',
  'settings.frequency',
  'settings.stop_after_submit',
  'settings.hide_from_subscribers',
  'settings.audience',
  'discount_template_id',
] as const;
type ShownField = (typeof SHOWN_FIELDS)[number];

/** Innstillinger: name, width, placement, frequency, who sees it, and the discount code it hands out. */
export function PopupSettingsDialog(props: PopupSettingsDialogProps) {
  const { t } = useTranslation(['popups']);
  const titleId = useId();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (props.popup === null) return null;
  return (
    <Dialog open onClose={props.onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={phone}>
      <DialogTitle id={titleId}>{t('popups:settings.title', { name: props.popup.name })}</DialogTitle>
      <PopupSettingsForm {...props} popup={props.popup} />
    </Dialog>
  );
}

function PopupSettingsForm({
  accountId,
  popup,
  onClose,
  onSaved,
  submitLabel,
}: PopupSettingsDialogProps & { popup: PopupAnswer }) {
  const { t } = useTranslation(['popups', 'fields']);
  const stopHelpId = useId();
  const hideHelpId = useId();
  const save = useSavePopup(accountId);
  const discounts = useDiscountTemplates(accountId);
  const [name, setName] = useState(popup.name);
  const [width, setWidth] = useState(String(popup.settings.max_width));
  const [placement, setPlacement] = useState<Placement>(popup.settings.placement);
  const [frequency, setFrequency] = useState<Frequency>(popup.settings.frequency.mode);
  const [days, setDays] = useState(
    popup.settings.frequency.days === null ? '' : String(popup.settings.frequency.days),
  );
  const [stopAfterSubmit, setStopAfterSubmit] = useState(popup.settings.stop_after_submit);
  const [hideFromSubscribers, setHideFromSubscribers] = useState(popup.settings.hide_from_subscribers);
  // Stored before audiences came: everyone.
  const [audience, setAudience] = useState<PopupAudience>(popup.settings.audience ?? 'everyone');
  const [discountId, setDiscountId] = useState<number | null>(popup.discount_template_id);
  // The client's own checks, with the server's messages; cleared field by field as the owner edits.
  const [local, setLocal] = useState<Partial<Record<ShownField, string>>>({});

  const serverFields = save.error instanceof ApiRequestError ? save.error.fields : {};
  const fieldError = (key: ShownField): string | null => local[key] ?? serverFields[key] ?? null;
  const shownByField = SHOWN_FIELDS.some((key) => serverFields[key] !== undefined);
  const edited = (key: ShownField) => {
    setLocal(({ [key]: _dropped, ...rest }) => rest);
    save.reset();
  };

  const discountForbidden = discounts.error instanceof ApiRequestError && discounts.error.status === 403;
  const discountOptions = (discounts.data ?? []).map(({ id, name: codeName, code }) => ({
    id,
    label: `${codeName} (${code})`,
  }));
  const discountKnown = discountId === null || discountOptions.some((option) => option.id === discountId);
  const discountHelp = discountForbidden
    ? t('popups:settings.discountUnavailable')
    : discounts.isError
      ? failureText(discounts.error)
      : discounts.isPending
        ? t('popups:settings.discountLoading')
        : t('popups:settings.discountHelp');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checks: Partial<Record<ShownField, string>> = {};
    const trimmed = name.trim();
    if (trimmed === '') checks.name = t('fields:field_empty');
    const maxWidth = Number(width);
    if (
      width.trim() === '' ||
      !Number.isInteger(maxWidth) ||
      maxWidth < POPUP_WIDTH_MIN ||
      maxWidth > POPUP_WIDTH_MAX
    )
      checks['settings.max_width'] = t('fields:popup_width');
    const dayCount = days.trim() === '' ? null : Number(days);
    if (frequency === 'days' && dayCount === null)
      checks['settings.frequency.days'] = t('fields:field_empty');
    setLocal(checks);
    if (Object.keys(checks).length > 0) return;
    try {
      const saved = await save.mutateAsync({
        id: popup.id,
        body: {
          name: trimmed,
          settings: {
            // Settings this form does not show go back as the popup has them.
            ...popup.settings,
            max_width: maxWidth,
            placement,
            frequency: { mode: frequency, days: frequency === 'days' ? dayCount : null },
            stop_after_submit: stopAfterSubmit,
            hide_from_subscribers: hideFromSubscribers,
            audience,
          },
          discount_template_id: discountId,
        },
      });
      onSaved(saved);
    } catch {
      // The fields or the alert show the server's message.
    }
  };

  return (
    <form noValidate onSubmit={submit}>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={t('popups:settings.name')}
            required
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              edited('name');
            }}
            error={fieldError('name') !== null}
            helperText={fieldError('name')}
            fullWidth
          />
          <TextField
            label={t('popups:settings.maxWidth')}
            type="number"
            required
            value={width}
            onChange={(event) => {
              setWidth(event.target.value);
              edited('settings.max_width');
            }}
            error={fieldError('settings.max_width') !== null}
            helperText={fieldError('settings.max_width') ?? t('popups:settings.maxWidthHelp')}
            slotProps={{ htmlInput: { min: POPUP_WIDTH_MIN, max: POPUP_WIDTH_MAX, inputMode: 'numeric' } }}
            fullWidth
          />
          <TextField
            select
            label={t('popups:settings.placement')}
            value={placement}
            onChange={(event) => {
              const value = POPUP_PLACEMENTS.find((option) => option === event.target.value);
              if (value) setPlacement(value);
              edited('settings.placement');
            }}
            error={fieldError('settings.placement') !== null}
            helperText={fieldError('settings.placement')}
            fullWidth
          >
            {POPUP_PLACEMENTS.map((option) => (
              <MenuItem key={option} value={option}>
                {t(`popups:settings.placements.${option}`)}
              </MenuItem>
            ))}
          </TextField>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              select
              label={t('popups:settings.frequency')}
              value={frequency}
              onChange={(event) => {
                const value = POPUP_FREQUENCIES.find((option) => option === event.target.value);
                if (value) setFrequency(value);
                edited('settings.frequency.mode');
              }}
              error={(fieldError('settings.frequency.mode') ?? fieldError('settings.frequency')) !== null}
              helperText={fieldError('settings.frequency.mode') ?? fieldError('settings.frequency')}
              fullWidth
            >
              {POPUP_FREQUENCIES.map((option) => (
                <MenuItem key={option} value={option}>
                  {t(`popups:settings.frequencies.${option}`)}
                </MenuItem>
              ))}
            </TextField>
            {frequency === 'days' && (
              <TextField
                label={t('popups:settings.days')}
                type="number"
                required
                value={days}
                onChange={(event) => {
                  setDays(event.target.value);
                  edited('settings.frequency.days');
                }}
                error={fieldError('settings.frequency.days') !== null}
                helperText={fieldError('settings.frequency.days') ?? t('popups:settings.daysHelp')}
                slotProps={{ htmlInput: { min: 1, max: 365, inputMode: 'numeric' } }}
                fullWidth
              />
            )}
          </Stack>
          <div>
            <FormControlLabel
              control={
                <Checkbox
                  checked={stopAfterSubmit}
                  onChange={(event) => {
                    setStopAfterSubmit(event.target.checked);
                    edited('settings.stop_after_submit');
                  }}
                  slotProps={{ input: { 'aria-describedby': stopHelpId } }}
                />
              }
              label={t('popups:settings.stopAfterSubmit')}
            />
            <FormHelperText id={stopHelpId} error={fieldError('settings.stop_after_submit') !== null}>
              {fieldError('settings.stop_after_submit') ?? t('popups:settings.stopAfterSubmitHelp')}
            </FormHelperText>
          </div>
          <div>
            <FormControlLabel
              control={
                <Checkbox
                  checked={hideFromSubscribers}
                  onChange={(event) => {
                    setHideFromSubscribers(event.target.checked);
                    edited('settings.hide_from_subscribers');
                  }}
                  slotProps={{ input: { 'aria-describedby': hideHelpId } }}
                />
              }
              label={t('popups:settings.hideFromSubscribers')}
            />
            <FormHelperText id={hideHelpId} error={fieldError('settings.hide_from_subscribers') !== null}>
              {fieldError('settings.hide_from_subscribers') ?? t('popups:settings.hideFromSubscribersHelp')}
            </FormHelperText>
          </div>
          <TextField
            select
            label={t('popups:settings.audience')}
            value={audience}
            onChange={(event) => {
              const value = POPUP_AUDIENCES.find((option) => option === event.target.value);
              if (value) setAudience(value);
              edited('settings.audience');
            }}
            error={fieldError('settings.audience') !== null}
            helperText={fieldError('settings.audience') ?? t(`popups:settings.audienceHelp.${audience}`)}
            fullWidth
          >
            {POPUP_AUDIENCES.map((option) => (
              <MenuItem key={option} value={option}>
                {t(`popups:settings.audiences.${option}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={t('popups:settings.discount')}
            value={discountId === null ? '' : String(discountId)}
            onChange={(event) => {
              setDiscountId(event.target.value === '' ? null : Number(event.target.value));
              edited('discount_template_id');
            }}
            disabled={discountForbidden || discounts.isPending}
            error={fieldError('discount_template_id') !== null || (discounts.isError && !discountForbidden)}
            helperText={fieldError('discount_template_id') ?? discountHelp}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            fullWidth
          >
            <MenuItem value="">{t('popups:settings.noDiscount')}</MenuItem>
            {!discountKnown && <MenuItem value={String(discountId)}>{String(discountId)}</MenuItem>}
            {discountOptions.map((option) => (
              <MenuItem key={option.id} value={String(option.id)}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
          {!shownByField && <FormErrorAlert error={save.error} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('popups:settings.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {save.isPending ? t('popups:settings.saving') : (submitLabel ?? t('popups:settings.save'))}
        </Button>
      </DialogActions>
    </form>
  );
}
