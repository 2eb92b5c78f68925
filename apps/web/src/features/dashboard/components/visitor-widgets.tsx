import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { formatAmount, formatNumber, formatShare } from '@/lib/format';
import type { DashboardData, LiveVisitor } from '../dashboard-data';
import { ChartFrame } from './chart-frame';
import { SimpleTable } from './simple-table';
import { EmptyText, LoadingText, WidgetCard } from './widget-card';

/** More rows would make the screen a list of its own; the chat screen has them all. */
const LIVE_VISITOR_ROWS = 20;

/** What the visitor widgets get: the data from the last poll, or none yet. */
export interface VisitorProps {
  data: DashboardData | undefined;
  unavailable: boolean;
}

function VisitorsBody({
  data,
  unavailable,
  children,
}: VisitorProps & { children: (data: DashboardData) => ReactNode }) {
  const { t } = useTranslation(['dashboard']);
  if (data) return children(data);
  return unavailable ? <EmptyText>{t('dashboard:visitorsUnavailable')}</EmptyText> : <LoadingText />;
}

function useVisitorName() {
  const { t } = useTranslation(['dashboard']);
  return (visitor: LiveVisitor) => visitor.name ?? t('dashboard:visitor.unknown');
}

/** Total cart sum, visitors now and active carts. */
export function VisitorFigure({
  label,
  value,
  ...props
}: VisitorProps & { label: string; value: (data: DashboardData) => string }) {
  return (
    <WidgetCard title={label}>
      <VisitorsBody {...props}>
        {(data) => (
          <Typography variant="h4" component="p">
            {value(data)}
          </Typography>
        )}
      </VisitorsBody>
    </WidgetCard>
  );
}

export function BestCustomersWidget(props: VisitorProps) {
  const { t, i18n } = useTranslation(['dashboard']);
  const name = useVisitorName();
  const lang = i18n.resolvedLanguage;
  return (
    <WidgetCard title={t('dashboard:bestCustomers.title')}>
      <VisitorsBody {...props}>
        {(data) =>
          data.bestCustomers.length === 0 ? (
            <EmptyText>{t('dashboard:bestCustomers.empty')}</EmptyText>
          ) : (
            <SimpleTable
              caption={t('dashboard:bestCustomers.title')}
              rows={data.bestCustomers}
              rowKey={(visitor) => visitor.uid}
              columns={[
                { label: t('dashboard:liveVisitors.name'), cell: name },
                {
                  label: t('dashboard:bestCustomers.score'),
                  cell: (visitor) => formatNumber(visitor.score, lang),
                  numeric: true,
                },
                {
                  label: t('dashboard:liveVisitors.cart'),
                  cell: (visitor) => formatAmount(visitor.cartTotal, lang),
                  numeric: true,
                },
              ]}
            />
          )
        }
      </VisitorsBody>
    </WidgetCard>
  );
}

export function LiveVisitorsWidget(props: VisitorProps) {
  const { t, i18n } = useTranslation(['dashboard']);
  const { accountId = '' } = useParams();
  const name = useVisitorName();
  const lang = i18n.resolvedLanguage;
  return (
    <WidgetCard title={t('dashboard:liveVisitors.title')}>
      <VisitorsBody {...props}>
        {(data) => {
          if (data.visitors.length === 0) return <EmptyText>{t('dashboard:liveVisitors.empty')}</EmptyText>;
          const hidden = data.visitors.length - LIVE_VISITOR_ROWS;
          return (
            <Stack spacing={1}>
              <SimpleTable
                caption={t('dashboard:liveVisitors.title')}
                rows={data.visitors.slice(0, LIVE_VISITOR_ROWS)}
                rowKey={(visitor) => visitor.uid}
                columns={[
                  { label: t('dashboard:liveVisitors.name'), cell: name },
                  {
                    label: t('dashboard:liveVisitors.device'),
                    cell: (visitor) =>
                      t(visitor.isMobile ? 'dashboard:visitor.mobile' : 'dashboard:visitor.desktop'),
                  },
                  { label: t('dashboard:liveVisitors.page'), cell: (visitor) => visitor.page },
                  {
                    label: t('dashboard:liveVisitors.cart'),
                    cell: (visitor) => formatAmount(visitor.cartTotal, lang),
                    numeric: true,
                  },
                  {
                    label: t('dashboard:liveVisitors.chat'),
                    cell: (visitor) => (
                      <Link
                        component={RouterLink}
                        to={paths.chatConversation.href(accountId, visitor.uid)}
                        aria-label={t('dashboard:liveVisitors.openChat', { name: name(visitor) })}
                      >
                        {t('dashboard:liveVisitors.openLink')}
                      </Link>
                    ),
                  },
                ]}
              />
              {hidden > 0 && (
                <Typography color="text.secondary">
                  {t('dashboard:liveVisitors.more', { count: hidden })}
                </Typography>
              )}
            </Stack>
          );
        }}
      </VisitorsBody>
    </WidgetCard>
  );
}

export function PopularProductsWidget(props: VisitorProps) {
  const { t, i18n } = useTranslation(['dashboard']);
  const lang = i18n.resolvedLanguage;
  return (
    <WidgetCard title={t('dashboard:products.title')}>
      <VisitorsBody {...props}>
        {(data) =>
          data.popularProducts.length === 0 ? (
            <EmptyText>{t('dashboard:products.empty')}</EmptyText>
          ) : (
            <SimpleTable
              caption={t('dashboard:products.title')}
              rows={data.popularProducts}
              rowKey={(row) => row.name}
              columns={[
                { label: t('dashboard:products.name'), cell: (row) => row.name },
                {
                  label: t('dashboard:products.quantity'),
                  cell: (row) => formatNumber(row.count, lang),
                  numeric: true,
                },
              ]}
            />
          )
        }
      </VisitorsBody>
    </WidgetCard>
  );
}

export function PopularPagesWidget(props: VisitorProps) {
  const { t, i18n } = useTranslation(['dashboard']);
  const lang = i18n.resolvedLanguage;
  return (
    <WidgetCard title={t('dashboard:pages.title')}>
      <VisitorsBody {...props}>
        {(data) =>
          data.popularPages.length === 0 ? (
            <EmptyText>{t('dashboard:pages.empty')}</EmptyText>
          ) : (
            <SimpleTable
              caption={t('dashboard:pages.title')}
              rows={data.popularPages}
              rowKey={(row) => row.title}
              columns={[
                { label: t('dashboard:pages.page'), cell: (row) => row.title },
                {
                  label: t('dashboard:pages.visitors'),
                  cell: (row) => formatNumber(row.visitors, lang),
                  numeric: true,
                },
              ]}
            />
          )
        }
      </VisitorsBody>
    </WidgetCard>
  );
}

/** A two-part split (mobile/desktop, known/unknown) as a pie, with the counts and shares as text. */
function SplitChart({ title, parts }: { title: string; parts: Array<{ label: string; value: number }> }) {
  const { t, i18n } = useTranslation(['dashboard']);
  const lang = i18n.resolvedLanguage;
  const total = parts.reduce((sum, part) => sum + part.value, 0);
  const share = (value: number) => formatShare(value / total, lang);
  return (
    <ChartFrame
      caption={title}
      headers={[t('dashboard:chart.group'), t('dashboard:chart.share')]}
      rows={parts.map((part) => [part.label, `${formatNumber(part.value, lang)} (${share(part.value)})`])}
    >
      <PieChart
        disableKeyboardNavigation
        height={200}
        series={[
          {
            data: parts.map((part, index) => ({ id: index, value: part.value, label: part.label })),
            innerRadius: 40,
            valueFormatter: (item) => `${formatNumber(item.value, lang)} (${share(item.value)})`,
          },
        ]}
      />
    </ChartFrame>
  );
}

export function DeviceSplitWidget(props: VisitorProps) {
  const { t } = useTranslation(['dashboard']);
  return (
    <WidgetCard title={t('dashboard:devices.title')}>
      <VisitorsBody {...props}>
        {(data) =>
          data.total_visitors === 0 ? (
            <EmptyText>{t('dashboard:devices.empty')}</EmptyText>
          ) : (
            <SplitChart
              title={t('dashboard:devices.title')}
              parts={[
                { label: t('dashboard:visitor.mobile'), value: data.mobile },
                { label: t('dashboard:visitor.desktop'), value: data.desktop },
              ]}
            />
          )
        }
      </VisitorsBody>
    </WidgetCard>
  );
}

export function KnownVisitorsWidget(props: VisitorProps) {
  const { t } = useTranslation(['dashboard']);
  return (
    <WidgetCard title={t('dashboard:known.title')}>
      <VisitorsBody {...props}>
        {(data) =>
          data.total_visitors === 0 ? (
            <EmptyText>{t('dashboard:known.empty')}</EmptyText>
          ) : (
            <SplitChart
              title={t('dashboard:known.title')}
              parts={[
                { label: t('dashboard:known.known'), value: data.known_visitors_raw },
                { label: t('dashboard:known.unknown'), value: data.total_visitors - data.known_visitors_raw },
              ]}
            />
          )
        }
      </VisitorsBody>
    </WidgetCard>
  );
}
