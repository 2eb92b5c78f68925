import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '@/lib/format';
import { useRecommendationRevenue } from '../api/get-recommendation-revenue';
import { WidgetCard } from './widget-card';

/**
 * The revenue the recommendation widgets brought (order lines attributed to a widget clicked within 7 days),
 * in its own row. Only for an account with recommendations; a failed load leaves the line out rather than
 * showing a false 0.
 */
export function RecommendationRevenueRow() {
  const { t, i18n } = useTranslation(['dashboard']);
  const figures = useRecommendationRevenue().data?.data;
  if (!figures) return null;
  return (
    <Grid size={12}>
      <WidgetCard title={t('dashboard:recommendations.title')}>
        <Typography variant="h4" component="p">
          {t('dashboard:recommendations.value', {
            amount: formatAmount(figures.revenue, i18n.resolvedLanguage),
            days: figures.days,
          })}
        </Typography>
        <Typography color="text.secondary" variant="body2">
          {t('dashboard:recommendations.hint')}
        </Typography>
      </WidgetCard>
    </Grid>
  );
}
