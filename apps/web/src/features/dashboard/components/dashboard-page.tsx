import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSignedInSession } from '@/features/auth';
import { formatAmount, formatNumber } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useLiveVisitors } from '../api/get-live-visitors';
import { useOrderStats } from '../api/get-order-stats';
import { OrdersWidget, PageViewsWidget, RevenueWidget, TopSourcesWidget } from './order-stats-widgets';
import { RecommendationRevenueRow } from './recommendation-revenue-widget';
import {
  BestCustomersWidget,
  DeviceSplitWidget,
  KnownVisitorsWidget,
  LiveVisitorsWidget,
  PopularPagesWidget,
  PopularProductsWidget,
  VisitorFigure,
} from './visitor-widgets';

const half = { xs: 12, lg: 6 };
const third = { xs: 12, md: 4 };

/**
 * /{account}/dashboard: the widgets of spec section 2, in its order. Order statistics reload every 30 s,
 * the visitor widgets every 3.4 s; each keeps its last figures when a reload fails.
 */
export function DashboardPage() {
  const { t, i18n } = useTranslation(['dashboard']);
  const lang = i18n.resolvedLanguage;
  const { user } = useSignedInSession();
  const name = `${user.firstname} ${user.lastname}`.trim() || user.email;
  useDocumentTitle(t('dashboard:title'));
  const statsQuery = useOrderStats();
  const visitorsQuery = useLiveVisitors();
  const stats = { stats: statsQuery.data, unavailable: statsQuery.isError };
  const visitors = { data: visitorsQuery.data, unavailable: visitorsQuery.isError };

  return (
    <Stack spacing={3}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'baseline', flexWrap: 'wrap' }}
      >
        <Typography variant="h4" component="h1">
          {t('dashboard:title')}
        </Typography>
        <Typography color="text.secondary">{t('dashboard:signedInAs', { name })}</Typography>
      </Stack>
      <Grid container spacing={2}>
        <Grid size={12}>
          <RevenueWidget {...stats} />
        </Grid>
        <RecommendationRevenueRow />
        <Grid size={third}>
          <VisitorFigure
            {...visitors}
            label={t('dashboard:figures.cartTotal')}
            value={(data) => formatAmount(data.cartTotal, lang)}
          />
        </Grid>
        <Grid size={third}>
          <VisitorFigure
            {...visitors}
            label={t('dashboard:figures.visitorsNow')}
            value={(data) => formatNumber(data.total_visitors, lang)}
          />
        </Grid>
        <Grid size={third}>
          <VisitorFigure
            {...visitors}
            label={t('dashboard:figures.activeCarts')}
            value={(data) => formatNumber(data.activeCarts, lang)}
          />
        </Grid>
        <Grid size={half}>
          <OrdersWidget {...stats} />
        </Grid>
        <Grid size={half}>
          <PageViewsWidget {...stats} />
        </Grid>
        <Grid size={half}>
          <BestCustomersWidget {...visitors} />
        </Grid>
        <Grid size={half}>
          <LiveVisitorsWidget {...visitors} />
        </Grid>
        <Grid size={third}>
          <TopSourcesWidget {...stats} />
        </Grid>
        <Grid size={third}>
          <PopularProductsWidget {...visitors} />
        </Grid>
        <Grid size={third}>
          <PopularPagesWidget {...visitors} />
        </Grid>
        <Grid size={half}>
          <DeviceSplitWidget {...visitors} />
        </Grid>
        <Grid size={half}>
          <KnownVisitorsWidget {...visitors} />
        </Grid>
      </Grid>
    </Stack>
  );
}
