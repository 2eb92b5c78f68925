import type { Campaign } from '@butikkpanel/contracts';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { type DataColumn, DataList, fromQuery } from '@/components/data-list';
import { ScreenLayout } from '@/components/screen-layout';
import { paths } from '@/config/paths';
import { formatAmount, formatDateTime, formatNumber, formatShare } from '@/lib/format';
import { useCampaigns } from '../api/campaigns';
import { CampaignStatusChip } from './campaign-status-chip';

/** /emails/campaigns: every campaign with its status and what it reached and earned. */
export function CampaignListScreen({ accountId }: { accountId: string }) {
  const { t } = useTranslation(['emails', 'shell']);
  const campaigns = useCampaigns(accountId);
  const columns = useCampaignColumns(accountId);
  return (
    <ScreenLayout
      title={t('shell:nav.emailCampaigns')}
      actions={
        <Button variant="contained" component={RouterLink} to={paths.emailCampaign.href(accountId, 'new')}>
          {t('emails:campaigns.create')}
        </Button>
      }
    >
      <Typography color="text.secondary">{t('emails:campaigns.intro')}</Typography>
      <DataList
        {...fromQuery(campaigns, (data) => data)}
        label={t('emails:campaigns.label')}
        loadingLabel={t('emails:campaigns.loading')}
        rowKey={(campaign) => String(campaign.id)}
        empty={{ title: t('emails:campaigns.empty'), text: t('emails:campaigns.emptyText') }}
        paging={{ mode: 'client', pageSize: 25 }}
        columns={columns}
        minWidth={960}
      />
    </ScreenLayout>
  );
}

/** A share of those the campaign reached, or a dash before anything was sent. */
export function shareOfSent(part: number, sent: number, language: string): string {
  return sent === 0 ? '–' : formatShare(part / sent, language);
}

function useCampaignColumns(accountId: string): DataColumn<Campaign>[] {
  const { t, i18n } = useTranslation(['emails']);
  const language = i18n.resolvedLanguage ?? 'nb';
  return [
    {
      key: 'name',
      label: t('emails:campaigns.columns.name'),
      wrap: 'anywhere',
      sortValue: (campaign) => campaign.name.toLocaleLowerCase(language),
      cell: (campaign) => (
        <Link component={RouterLink} to={paths.emailCampaign.href(accountId, campaign.id)}>
          {campaign.name}
        </Link>
      ),
    },
    {
      key: 'status',
      label: t('emails:campaigns.columns.status'),
      sortValue: (campaign) => campaign.status,
      cell: (campaign) => <CampaignStatusChip campaign={campaign} />,
    },
    {
      key: 'when',
      label: t('emails:campaigns.columns.when'),
      wrap: 'nowrap',
      sortValue: (campaign) => campaign.started_at ?? campaign.scheduled_at ?? campaign.updated_at,
      cell: (campaign) => {
        const at = campaign.started_at ?? campaign.scheduled_at;
        return at === null ? '–' : formatDateTime(at, language);
      },
    },
    {
      key: 'sent',
      label: t('emails:figures.sent'),
      align: 'right',
      sortValue: (campaign) => campaign.figures.sent,
      cell: (campaign) => formatNumber(campaign.figures.sent, language),
    },
    {
      key: 'opened',
      label: t('emails:figures.opened'),
      align: 'right',
      sortValue: (campaign) => campaign.figures.opened,
      cell: (campaign) => shareOfSent(campaign.figures.opened, campaign.figures.sent, language),
    },
    {
      key: 'clicked',
      label: t('emails:figures.clicked'),
      align: 'right',
      sortValue: (campaign) => campaign.figures.clicked,
      cell: (campaign) => shareOfSent(campaign.figures.clicked, campaign.figures.sent, language),
    },
    {
      key: 'revenue',
      label: t('emails:figures.revenue'),
      align: 'right',
      wrap: 'nowrap',
      sortValue: (campaign) => campaign.figures.revenue,
      cell: (campaign) => formatAmount(campaign.figures.revenue, language),
    },
  ];
}
