import type { DiscountSource } from '@butikkpanel/contracts';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useDiscountSources } from '../api/discount-sources';

/** The select's value for "no code source" (the template's, in a campaign). */
export const NO_SOURCE = 'none';

/** How a code source reads in a picker: the name, and the code or that each recipient gets their own. */
export function sourceLabel(source: DiscountSource, t: TFunction<['emails']>): string {
  return source.unique
    ? t('emails:discountSource.unique', { name: source.name })
    : t('emails:discountSource.fixed', { name: source.name, code: source.code });
}

/**
 * Where an e-mail's `{{ discount_code }}` comes from: a fixed code of the account, or a template for
 * unique codes (one per recipient, made when the mail is sent). The server's message goes under it.
 */
export function DiscountSourceField({
  accountId,
  value,
  onChange,
  error,
  help,
  noneLabel,
  autoFocus = false,
}: {
  accountId: string;
  value: number | null;
  onChange: (value: number | null) => void;
  error?: string;
  help: string;
  noneLabel: string;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation(['emails']);
  const sources = useDiscountSources(accountId);
  const known = sources.data?.some((source) => source.id === value) ?? false;
  return (
    <TextField
      select
      name="discount_id"
      label={t('emails:discountSource.label')}
      // Until the codes are in, the chosen one is not among the options yet.
      value={value !== null && known ? String(value) : NO_SOURCE}
      onChange={(event) => onChange(event.target.value === NO_SOURCE ? null : Number(event.target.value))}
      error={Boolean(error)}
      helperText={error ?? (sources.data?.length === 0 ? t('emails:discountSource.noCodes') : help)}
      autoFocus={autoFocus}
      fullWidth
    >
      <MenuItem value={NO_SOURCE}>{noneLabel}</MenuItem>
      {(sources.data ?? []).map((source) => (
        <MenuItem key={source.id} value={String(source.id)}>
          {sourceLabel(source, t)}
        </MenuItem>
      ))}
    </TextField>
  );
}
