import type { Campaign } from '@butikkpanel/contracts';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '@/components/form-error-alert';
import { ApiRequestError } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { useSegments } from '../api/audience';
import { type CampaignDraft, useSaveCampaign } from '../api/campaigns';
import { useEmailTemplates } from '../api/templates';
import { DiscountSourceField } from './discount-source-field';

const FIELDS = ['name', 'template_id', 'segment_id', 'subject', 'preview_text', 'discount_id'] as const;
type Field = (typeof FIELDS)[number];
/** The select's value for "no segment": everyone the campaign may reach. */
const EVERYONE = 'all';

interface Values {
  name: string;
  template_id: string;
  segment_id: string;
  subject: string;
  preview_text: string;
  /** The campaign's own code source; null: the template's. */
  discount_id: number | null;
}

const valuesOf = (campaign?: Campaign): Values => ({
  name: campaign?.name ?? '',
  template_id: campaign?.template_id === null || !campaign ? '' : String(campaign.template_id),
  segment_id: campaign?.segment_id == null ? EVERYONE : String(campaign.segment_id),
  subject: campaign?.subject ?? '',
  preview_text: campaign?.preview_text ?? '',
  discount_id: campaign?.discount_id ?? null,
});

/** The body the server checks; an empty choice goes as missing, so the server names it. */
export function campaignBodyOf(values: Values): CampaignDraft {
  return {
    name: values.name,
    ...(values.template_id === '' ? {} : { template_id: Number(values.template_id) }),
    segment_id: values.segment_id === EVERYONE ? null : Number(values.segment_id),
    subject: values.subject,
    preview_text: values.preview_text,
    discount_id: values.discount_id,
  };
}

/** A draft's name, template, who gets it, subject and preview text; the server's messages under each field. */
export function CampaignForm({
  accountId,
  campaign,
  onSaved,
  refused,
}: {
  accountId: string;
  campaign?: Campaign;
  onSaved: (saved: Campaign) => void;
  /** The server's refusal of sending this draft, per field (shown as a save's would be). */
  refused?: Record<string, string>;
}) {
  const { t, i18n } = useTranslation(['emails']);
  const language = i18n.resolvedLanguage ?? 'nb';
  const templates = useEmailTemplates(accountId);
  const segments = useSegments(accountId);
  const save = useSaveCampaign(accountId, campaign?.id);
  const [values, setValues] = useState<Values>(() => valuesOf(campaign));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  // A refused send's messages join the form's, without touching what the user has typed.
  useEffect(() => {
    if (refused) setErrors((current) => ({ ...current, ...refused }));
  }, [refused]);
  const chosenTemplate = templates.data?.find((template) => String(template.id) === values.template_id);

  // A transactional mail is no campaign (the server refuses it too).
  const campaignTemplates = templates.data?.filter((template) => !template.transactional);
  const needsCode = chosenTemplate?.needs_discount_code ?? false;

  const field = (name: Exclude<Field, 'discount_id'>) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
    error: Boolean(errors[name]),
    fullWidth: true,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      onSaved(await save.mutateAsync(campaignBodyOf(values)));
    } catch (error) {
      if (error instanceof ApiRequestError) setErrors(error.fields);
    }
  };
  const fieldErrorShown = save.error instanceof ApiRequestError && FIELDS.some((name) => errors[name]);

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField
            {...field('name')}
            label={t('emails:campaigns.columns.name')}
            required
            helperText={errors.name}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField
            {...field('template_id')}
            // Until the templates are in, the chosen one is not among the options yet.
            value={
              campaignTemplates?.some((template) => String(template.id) === values.template_id)
                ? values.template_id
                : ''
            }
            select
            required
            label={t('emails:campaigns.template')}
            helperText={
              errors.template_id ??
              (campaignTemplates?.length === 0 ? t('emails:campaigns.noTemplates') : undefined)
            }
          >
            {(campaignTemplates ?? []).map((template) => (
              <MenuItem key={template.id} value={String(template.id)}>
                {template.name}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField
            {...field('segment_id')}
            value={segments.data ? values.segment_id : EVERYONE}
            select
            label={t('emails:campaigns.segment')}
            helperText={errors.segment_id ?? t('emails:campaigns.segmentHelp')}
          >
            <MenuItem value={EVERYONE}>{t('emails:campaigns.everyone')}</MenuItem>
            {(segments.data ?? []).map((segment) => (
              <MenuItem key={segment.id} value={String(segment.id)}>
                {t('emails:campaigns.segmentOption', {
                  name: segment.name,
                  count: formatNumber(segment.reachable, language),
                })}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField
            {...field('subject')}
            label={t('emails:campaigns.subject')}
            helperText={
              errors.subject ??
              (chosenTemplate?.subject
                ? t('emails:campaigns.subjectFromTemplate', { subject: chosenTemplate.subject })
                : t('emails:campaigns.subjectHelp'))
            }
          />
        </Grid>
        <Grid size={12}>
          <TextField
            {...field('preview_text')}
            label={t('emails:campaigns.previewText')}
            helperText={errors.preview_text ?? t('emails:campaigns.previewTextHelp')}
          />
        </Grid>
        {(needsCode || values.discount_id !== null || errors.discount_id) && (
          <Grid size={{ xs: 12, md: 6 }}>
            <DiscountSourceField
              accountId={accountId}
              value={values.discount_id}
              onChange={(discountId) => {
                setValues((current) => ({ ...current, discount_id: discountId }));
                setErrors((current) => ({ ...current, discount_id: undefined }));
              }}
              error={errors.discount_id}
              noneLabel={
                chosenTemplate?.discount_id
                  ? t('emails:campaigns.discountFromTemplate')
                  : t('emails:discountSource.none')
              }
              help={
                needsCode && !chosenTemplate?.discount_id
                  ? t('emails:campaigns.discountNeeded')
                  : t('emails:campaigns.discountHelp')
              }
            />
          </Grid>
        )}
      </Grid>
      {!fieldErrorShown && <FormErrorAlert error={save.error} />}
      <div>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {campaign ? t('emails:save') : t('emails:campaigns.createDraft')}
        </Button>
      </div>
    </Stack>
  );
}
