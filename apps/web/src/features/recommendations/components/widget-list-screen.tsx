import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { ScreenLayout } from '@/components/screen-layout';
import { WidgetDeleteDialog } from '@/components/widget-editor';
import { paths } from '@/config/paths';
import {
  useDeleteRecommendationWidget,
  useRecommendationFigures,
  useRecommendationWidgets,
} from '../api/widgets';
import { AlgorithmFigures } from './algorithm-figures';
import { DuplicateDialog } from './duplicate-dialog';
import { HiddenProducts } from './hidden-products';
import { WidgetList } from './widget-list';

/** /recommendations: the account's widgets (and its dealer's) with their last 30 days, and hidden products. */
export function WidgetListScreen() {
  const { t } = useTranslation(['recommendations', 'shell']);
  const { accountId = '' } = useParams();
  const widgets = useRecommendationWidgets(accountId);
  const figures = useRecommendationFigures(accountId);
  const byWidget = useMemo(
    () => new Map((figures.data ?? []).map(({ widget, ...rest }) => [widget, rest])),
    [figures.data],
  );
  const [deleting, setDeleting] = useState<string | null>(null);
  const [duplicating, setDuplicating] = useState<string | null>(null);
  return (
    <ScreenLayout
      title={t('shell:nav.recommendations')}
      actions={
        <Button
          variant="contained"
          component={RouterLink}
          to={paths.recommendation.href(accountId, 'new', 'settings')}
        >
          {t('recommendations:list.create')}
        </Button>
      }
    >
      <Stack spacing={3}>
        <Stack spacing={2}>
          <Typography color="text.secondary">{t('recommendations:list.intro')}</Typography>
          <WidgetList
            accountId={accountId}
            widgets={widgets}
            figures={byWidget}
            onDuplicate={setDuplicating}
            onDelete={setDeleting}
          />
          <Typography variant="body2" color="text.secondary">
            {t('recommendations:list.figuresNote')}
          </Typography>
        </Stack>
        <AlgorithmFigures accountId={accountId} />
        <HiddenProducts accountId={accountId} />
      </Stack>
      <WidgetDeleteDialog
        widgetId={deleting}
        onClose={() => setDeleting(null)}
        remove={useDeleteRecommendationWidget(accountId)}
        texts={{
          title: t('recommendations:list.deleteTitle'),
          text: (id) => t('recommendations:list.deleteText', { id }),
          confirm: t('recommendations:list.delete'),
          cancel: t('recommendations:cancel'),
          deleted: t('recommendations:list.deleted'),
        }}
      />
      <DuplicateDialog accountId={accountId} source={duplicating} onClose={() => setDuplicating(null)} />
    </ScreenLayout>
  );
}
