import type { Campaign } from '@butikkpanel/contracts';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type Figure, FigureCards } from '@/components/figure-cards';
import { FormErrorAlert } from '@/components/form-error-alert';
import { ScreenLayout } from '@/components/screen-layout';
import { paths } from '@/config/paths';
import { formatAmount, formatDateTime, formatNumber } from '@/lib/format';
import { useCampaign } from '../api/campaigns';
import { CampaignActions } from './campaign-actions';
import { CampaignDaily } from './campaign-daily';
import { CampaignForm } from './campaign-form';
import { shareOfSent } from './campaign-list-screen';
import { CampaignSendPanel } from './campaign-send-panel';
import { CampaignStatusChip } from './campaign-status-chip';

/** /emails/campaigns/new: a new draft; saving it opens its page. */
export function CampaignCreateScreen({ accountId }: { accountId: string }) {
  const { t } = useTranslation(['emails']);
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  return (
    <ScreenLayout
      title={t('emails:campaigns.newTitle')}
      back={{ href: paths.emailCampaigns.href(accountId), label: t('emails:campaigns.back') }}
    >
      <Paper variant="outlined" sx={{ p: 2 }}>
        <CampaignForm
          accountId={accountId}
          onSaved={(saved) => {
            enqueueSnackbar(t('emails:campaigns.created'), { variant: 'success' });
            navigate(paths.emailCampaign.href(accountId, saved.id), { replace: true });
          }}
        />
      </Paper>
    </ScreenLayout>
  );
}

/** /emails/campaigns/{id}: a draft to finish and send, or a campaign's progress and figures. */
export function CampaignScreen({ accountId, id }: { accountId: string; id: number }) {
  const { t } = useTranslation(['emails', 'shell']);
  const campaign = useCampaign(accountId, id);
  const back = { href: paths.emailCampaigns.href(accountId), label: t('emails:campaigns.back') };
  if (!campaign.data)
    return (
      <ScreenLayout title={t('shell:nav.emailCampaign')} back={back}>
        <FormErrorAlert error={campaign.error} />
        {campaign.isPending && <CircularProgress aria-label={t('emails:campaigns.loadingOne')} />}
      </ScreenLayout>
    );
  return <LoadedCampaign accountId={accountId} campaign={campaign.data} back={back} />;
}

function LoadedCampaign({
  accountId,
  campaign,
  back,
}: {
  accountId: string;
  campaign: Campaign;
  back: { href: string; label: string };
}) {
  const { t, i18n } = useTranslation(['emails']);
  const language = i18n.resolvedLanguage ?? 'nb';
  const { enqueueSnackbar } = useSnackbar();
  const draft = campaign.status === 'draft';
  // A send refused on a field: the form shows it there.
  const [refused, setRefused] = useState<Record<string, string> | undefined>(undefined);
  const { figures } = campaign;
  const when =
    campaign.status === 'scheduled' && campaign.scheduled_at
      ? t('emails:campaigns.scheduledFor', { at: formatDateTime(campaign.scheduled_at, language) })
      : campaign.started_at
        ? t('emails:campaigns.startedAt', { at: formatDateTime(campaign.started_at, language) })
        : null;
  return (
    <ScreenLayout
      title={campaign.name}
      back={back}
      subtitle={
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mt: 1 }}>
          <CampaignStatusChip campaign={campaign} />
          {when && <Typography variant="body2">{when}</Typography>}
        </Stack>
      }
      actions={<CampaignActions accountId={accountId} campaign={campaign} />}
    >
      {draft ? (
        <>
          <Paper variant="outlined" component="section" aria-labelledby="campaign-edit-heading" sx={{ p: 2 }}>
            <Typography id="campaign-edit-heading" variant="h6" component="h2" gutterBottom>
              {t('emails:campaigns.draftHeading')}
            </Typography>
            <CampaignForm
              key={campaign.updated_at}
              accountId={accountId}
              campaign={campaign}
              refused={refused}
              onSaved={() => enqueueSnackbar(t('emails:saved'), { variant: 'success' })}
            />
          </Paper>
          <CampaignSendPanel
            accountId={accountId}
            campaign={campaign}
            onFieldErrors={(fields) => setRefused({ ...fields })}
          />
        </>
      ) : (
        <>
          {(campaign.status === 'sending' || campaign.status === 'paused') && figures.recipients > 0 && (
            <Stack spacing={1}>
              <Typography variant="body2">
                {t('emails:campaigns.progress', {
                  sent: formatNumber(figures.sent + figures.failed, language),
                  total: formatNumber(figures.recipients, language),
                })}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={((figures.sent + figures.failed) / figures.recipients) * 100}
                aria-label={t('emails:campaigns.progressLabel')}
              />
            </Stack>
          )}
          <CampaignFigures campaign={campaign} />
          {campaign.started_at !== null && (
            <CampaignDaily accountId={accountId} id={campaign.id} sending={campaign.status === 'sending'} />
          )}
        </>
      )}
    </ScreenLayout>
  );
}

function CampaignFigures({ campaign }: { campaign: Campaign }) {
  const { t, i18n } = useTranslation(['emails']);
  const language = i18n.resolvedLanguage ?? 'nb';
  const { figures } = campaign;
  const number = (value: number) => formatNumber(value, language);
  const reach: Figure[] = [
    [t('emails:figures.recipients'), number(figures.recipients)],
    [t('emails:figures.sent'), number(figures.sent)],
    [t('emails:figures.failed'), number(figures.failed), t('emails:figures.failedHelp')],
    [t('emails:figures.opened'), number(figures.opened), shareOfSent(figures.opened, figures.sent, language)],
    [
      t('emails:figures.clicked'),
      number(figures.clicked),
      shareOfSent(figures.clicked, figures.sent, language),
    ],
  ];
  const results: Figure[] = [
    [t('emails:figures.unsubscribed'), number(figures.unsubscribed)],
    [t('emails:figures.orders'), number(figures.orders), t('emails:figures.attribution')],
    [t('emails:figures.revenue'), formatAmount(figures.revenue, language)],
  ];
  return (
    <Stack spacing={2}>
      <FigureCards label={t('emails:figures.reachLabel')} figures={reach} />
      <FigureCards label={t('emails:figures.resultLabel')} figures={results} />
    </Stack>
  );
}
