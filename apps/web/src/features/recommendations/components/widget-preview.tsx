import {
  type RecommendationPreviewBody,
  type RecommendationPreviewProduct,
  recommendationWidgetFieldsSchema,
} from '@butikkpanel/contracts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DrawnPreview } from '@/components/drawn-preview';
import { FormErrorAlert } from '@/components/form-error-alert';
import { formatAmount, formatNumber } from '@/lib/format';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useRecommendationPreview } from '../api/widgets';
import type { PreviewContext } from './preview-context';
import type { WidgetInput } from './widget-values';

/** The preview's request for the form as it is now; null while the form has an error. */
export function previewBody(values: WidgetInput, context: PreviewContext): RecommendationPreviewBody | null {
  const { id: _id, ...fields } = values;
  const widget = recommendationWidgetFieldsSchema.safeParse(fields);
  if (!widget.success) return null;
  return {
    widget: fields,
    product: context.product?.product_id ?? '',
    cart: context.cart.map((product) => product.product_id),
    customer: context.customer.trim(),
  };
}

/** The answer for the unsaved form: each product with why it is there (algorithm, score, fallback). */
export function WidgetPreview({
  accountId,
  values,
  context,
  drawn = false,
}: {
  accountId: string;
  values: WidgetInput;
  context: PreviewContext;
  /** Also the widget drawn with its template at desktop and phone widths (the preview tab). */
  drawn?: boolean;
}) {
  const { t } = useTranslation(['recommendations']);
  const titleId = useId();
  const body = useMemo(() => previewBody(values, context), [values, context]);
  // Asked again when typing pauses, not on every key.
  const asked = useDebouncedValue(body === null ? null : JSON.stringify(body));
  const answer = useRecommendationPreview(
    accountId,
    asked === null ? null : (JSON.parse(asked) as RecommendationPreviewBody),
  );
  const perRow =
    typeof values.products_per_row === 'number' && values.products_per_row > 0 ? values.products_per_row : 4;
  return (
    <Stack spacing={2} component="section" aria-labelledby={titleId}>
      <Typography id={titleId} component="h2" variant="h6">
        {t('recommendations:preview.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('recommendations:preview.intro')}
      </Typography>
      {body === null && <Typography>{t('recommendations:preview.invalid')}</Typography>}
      <FormErrorAlert error={answer.error} />
      {body !== null && answer.isPending && <CircularProgress aria-label={t('recommendations:loading')} />}
      {body !== null && answer.data?.products.length === 0 && (
        <Typography>{t('recommendations:preview.empty')}</Typography>
      )}
      {drawn && body !== null && answer.data && answer.data.products.length > 0 && (
        <DrawnPreview
          html={answer.data.html}
          css={answer.data.css}
          label={(size, width) => t(`recommendations:preview.${size}`, { width })}
          testIdPrefix="recommendation-drawn"
        />
      )}
      {drawn && body !== null && answer.data && answer.data.products.length > 0 && (
        <Typography component="h3" variant="subtitle1">
          {t('recommendations:preview.whyTitle')}
        </Typography>
      )}
      {body !== null && answer.data && answer.data.products.length > 0 && (
        <Box
          component="ol"
          aria-label={t('recommendations:preview.productsLabel')}
          data-testid="recommendation-preview-products"
          sx={{
            display: 'grid',
            gridTemplateColumns: {
              xs: 'repeat(2, minmax(0, 1fr))',
              sm: `repeat(${Math.min(perRow, 4)}, minmax(0, 1fr))`,
            },
            gap: 1.5,
            listStyle: 'none',
            p: 0,
            m: 0,
          }}
        >
          {answer.data.products.map((product) => (
            <PreviewProduct key={product.id} product={product} />
          ))}
        </Box>
      )}
    </Stack>
  );
}

function PreviewProduct({ product }: { product: RecommendationPreviewProduct }) {
  const { t, i18n } = useTranslation(['recommendations']);
  const language = i18n.resolvedLanguage;
  const reason = t(`recommendations:algorithms.${product.reason}`, {
    defaultValue: t(`recommendations:reasons.${product.reason}`, { defaultValue: product.reason }),
  });
  return (
    <Paper component="li" variant="outlined" sx={{ p: 1, minWidth: 0 }}>
      {product.image_url ? (
        <Box
          component="img"
          src={product.image_url}
          alt=""
          sx={{ width: '100%', aspectRatio: '1', objectFit: 'cover', borderRadius: 1 }}
        />
      ) : (
        <Box aria-hidden sx={{ width: '100%', aspectRatio: '1', borderRadius: 1, bgcolor: 'action.hover' }} />
      )}
      <Box sx={{ fontWeight: 600, fontSize: '0.9rem', overflowWrap: 'anywhere' }}>{product.name}</Box>
      <Box sx={{ fontSize: '0.85rem' }}>
        {product.sale_price !== null ? (
          <>
            <strong>{formatAmount(product.sale_price, language)}</strong>{' '}
            <s>{formatAmount(product.price, language)}</s>
          </>
        ) : (
          formatAmount(product.price, language)
        )}
      </Box>
      <Stack spacing={0.5} sx={{ mt: 0.5, alignItems: 'flex-start' }}>
        <Typography variant="caption" component="p">
          {t('recommendations:preview.why')}: {reason}
        </Typography>
        <Typography variant="caption" component="p" color="text.secondary">
          {t('recommendations:preview.score', { score: formatNumber(product.score, language) })}
        </Typography>
        {product.fallback && (
          <Chip
            size="small"
            variant="outlined"
            label={t('recommendations:preview.fallback')}
            title={t('recommendations:preview.fallbackHelp')}
          />
        )}
      </Stack>
    </Paper>
  );
}
