import type { Segment } from '@butikkpanel/contracts';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DataList, fromQuery } from '@/components/data-list';
import { ScreenLayout } from '@/components/screen-layout';
import { paths } from '@/config/paths';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useSegments } from '../api/audience';

/** /emails/segments: saved rules over the shop's contacts, with how many match and may be mailed now. */
export function SegmentListScreen({ accountId }: { accountId: string }) {
  const { t, i18n } = useTranslation(['emails', 'shell']);
  const language = i18n.resolvedLanguage ?? 'nb';
  const segments = useSegments(accountId);
  return (
    <ScreenLayout
      title={t('shell:nav.emailSegments')}
      actions={
        <Button variant="contained" component={RouterLink} to={paths.emailSegment.href(accountId, 'new')}>
          {t('emails:segments.create')}
        </Button>
      }
    >
      <Typography color="text.secondary">{t('emails:segments.intro')}</Typography>
      <DataList<Segment>
        {...fromQuery(segments, (data) => data)}
        label={t('emails:segments.label')}
        loadingLabel={t('emails:segments.loading')}
        rowKey={(segment) => String(segment.id)}
        empty={{ title: t('emails:segments.empty'), text: t('emails:segments.emptyText') }}
        paging={{ mode: 'client', pageSize: 25 }}
        minWidth={640}
        columns={[
          {
            key: 'name',
            label: t('emails:segments.name'),
            wrap: 'anywhere',
            sortValue: (segment) => segment.name.toLocaleLowerCase(language),
            cell: (segment) => (
              <Link component={RouterLink} to={paths.emailSegment.href(accountId, segment.id)}>
                {segment.name}
              </Link>
            ),
          },
          {
            key: 'rules',
            label: t('emails:segments.rules'),
            align: 'right',
            cell: (segment) => formatNumber(segment.definition.rules.length, language),
          },
          {
            key: 'count',
            label: t('emails:segments.count'),
            align: 'right',
            sortValue: (segment) => segment.count,
            cell: (segment) => formatNumber(segment.count, language),
          },
          {
            key: 'reachable',
            label: t('emails:segments.reachable'),
            align: 'right',
            sortValue: (segment) => segment.reachable,
            cell: (segment) => formatNumber(segment.reachable, language),
          },
          {
            key: 'updated_at',
            label: t('emails:segments.updated'),
            wrap: 'nowrap',
            sortValue: (segment) => segment.updated_at,
            cell: (segment) => formatDateTime(segment.updated_at, language),
          },
        ]}
      />
    </ScreenLayout>
  );
}
