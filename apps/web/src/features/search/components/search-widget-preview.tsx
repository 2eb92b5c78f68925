import { SEARCH_TEXT_MIN_LENGTH, type SearchAnswer, type SearchHit } from '@butikkpanel/contracts';
import { WIDGET_COLOR_PATTERN } from '@butikkpanel/contracts/chat/widget';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '@/components/form-error-alert';
import { formatAmount } from '@/lib/format';
import { useSearchWidgetPreview } from '../api/search-widgets';
import { newSearchWidget, type SearchWidgetInput, type SearchWidgetValues } from './search-widget-values';

const DEFAULTS = newSearchWidget();
const PREVIEW_DELAY_MS = 350;

const colorOr = (value: unknown, fallback: string) =>
  typeof value === 'string' && WIDGET_COLOR_PATTERN.test(value) ? value : fallback;
const countOr = (value: unknown, max: number, fallback: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= max ? value : fallback;

/** The form's current values made drawable: a half-typed colour or an empty number falls back to the default. */
function drawable(values: SearchWidgetInput): SearchWidgetValues {
  return {
    ...DEFAULTS,
    ...values,
    number_of_products: countOr(values.number_of_products, 48, DEFAULTS.number_of_products),
    products_per_row: countOr(values.products_per_row, 6, DEFAULTS.products_per_row),
    primary_color: colorOr(values.primary_color, DEFAULTS.primary_color),
    text_color: colorOr(values.text_color, DEFAULTS.text_color),
    background_color: colorOr(values.background_color, DEFAULTS.background_color),
  };
}

/** The widget's own filters and count, applied here because the preview must not wait for a save. */
export function previewProducts(products: SearchHit[], look: SearchWidgetValues): SearchHit[] {
  return products
    .filter((product) => !look.in_stock_only || product.in_stock)
    .filter((product) => !look.on_sale_only || product.sale_price !== null)
    .slice(0, look.number_of_products);
}

function useDebounced(value: string): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return debounced;
}

/** The overlay as shop customers will see it, redrawn from the form's values on every change. */
export function SearchWidgetPreview({ accountId, values }: { accountId: string; values: SearchWidgetInput }) {
  const { t } = useTranslation(['search-config']);
  const titleId = useId();
  const [query, setQuery] = useState('sko');
  const debounced = useDebounced(query.trim());
  const asked = debounced.length >= SEARCH_TEXT_MIN_LENGTH ? debounced : '';
  const answer = useSearchWidgetPreview(accountId, asked);
  const look = drawable(values);

  return (
    <Stack spacing={2} component="section" aria-labelledby={titleId} sx={{ position: 'sticky', top: 16 }}>
      <Typography id={titleId} component="h2" variant="h6">
        {t('search-config:preview.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('search-config:preview.intro')}
      </Typography>
      <TextField
        label={t('search-config:preview.query')}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        fullWidth
        size="small"
      />
      <FormErrorAlert error={answer.error} />
      <PreviewOverlay
        look={look}
        query={query}
        answer={asked ? answer.data : undefined}
        loading={asked !== '' && answer.isPending}
      />
    </Stack>
  );
}

interface PreviewOverlayProps {
  look: SearchWidgetValues;
  query: string;
  answer: SearchAnswer | undefined;
  loading: boolean;
}

function PreviewOverlay({ look, query, answer, loading }: PreviewOverlayProps) {
  const { t } = useTranslation(['search-config']);
  const products = answer ? previewProducts(answer.products, look) : [];
  const columns = look.template === 'search-results' ? look.products_per_row : 1;
  return (
    <Paper
      variant="outlined"
      role="group"
      aria-label={t('search-config:preview.overlayLabel')}
      data-testid="search-widget-preview"
      data-template={look.template}
      sx={{
        bgcolor: look.background_color,
        color: look.text_color,
        borderTop: 4,
        borderTopColor: look.primary_color,
        p: 2,
        overflow: 'hidden',
      }}
    >
      <Box
        aria-hidden
        data-testid="search-widget-preview-input"
        sx={{ border: 2, borderColor: look.primary_color, borderRadius: 1, px: 1.5, py: 1, mb: 2 }}
      >
        {query || look.placeholder || '\u00a0'}
      </Box>
      {look.title && (
        <Box component="p" sx={{ fontWeight: 700, fontSize: '1.1rem', m: 0, mb: 1 }}>
          {look.title}
        </Box>
      )}
      {loading && <CircularProgress size={24} aria-label={t('search-config:loading')} />}
      {!answer && !loading && (
        <Box component="p" sx={{ m: 0 }}>
          {t('search-config:preview.tooShort', { count: SEARCH_TEXT_MIN_LENGTH })}
        </Box>
      )}
      {answer && look.show_suggestions && answer.suggestions.length > 0 && (
        <Box sx={{ mb: 1.5 }}>
          <Box component="p" sx={{ m: 0, fontSize: '0.85rem', fontWeight: 700 }}>
            {t('search-config:preview.suggestions')}
          </Box>
          <Box
            component="ul"
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}
          >
            {answer.suggestions.map((suggestion) => (
              <Box
                component="li"
                key={suggestion}
                sx={{
                  border: 1,
                  borderColor: look.primary_color,
                  borderRadius: 4,
                  px: 1,
                  fontSize: '0.85rem',
                }}
              >
                {suggestion}
              </Box>
            ))}
          </Box>
        </Box>
      )}
      {answer &&
        look.show_keyword_content &&
        answer.keywords.map((keyword) => (
          <Box
            key={keyword.keyword}
            component="p"
            sx={{
              m: 0,
              mb: 1.5,
              pl: 1,
              borderLeft: 3,
              borderColor: look.primary_color,
              whiteSpace: 'pre-line',
            }}
          >
            {keyword.content}
          </Box>
        ))}
      {answer && products.length === 0 && (
        <Box component="p" sx={{ m: 0 }}>
          {t('search-config:preview.noProducts', { query: answer.query })}
        </Box>
      )}
      {products.length > 0 && (
        <Box
          component="ul"
          data-testid="search-widget-preview-products"
          sx={{
            display: 'grid',
            gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
            gap: 1.5,
            listStyle: 'none',
            p: 0,
            m: 0,
          }}
        >
          {products.map((product) => (
            <PreviewProduct key={product.product_id} product={product} look={look} />
          ))}
        </Box>
      )}
    </Paper>
  );
}

function PreviewProduct({ product, look }: { product: SearchHit; look: SearchWidgetValues }) {
  const { t, i18n } = useTranslation(['search-config']);
  const price = (value: number) => formatAmount(value, i18n.resolvedLanguage);
  const grid = look.template === 'search-results';
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexDirection: grid ? 'column' : 'row',
        gap: 1,
        alignItems: grid ? 'stretch' : 'center',
      }}
    >
      {look.show_images &&
        (product.image_url ? (
          <Box
            component="img"
            src={product.image_url}
            alt=""
            sx={{ width: grid ? '100%' : 48, aspectRatio: '1', objectFit: 'cover', borderRadius: 1 }}
          />
        ) : (
          <Box
            aria-hidden
            sx={{ width: grid ? '100%' : 48, aspectRatio: '1', borderRadius: 1, bgcolor: 'action.hover' }}
          />
        ))}
      <Box sx={{ minWidth: 0, fontSize: '0.9rem' }}>
        <Box sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{product.name}</Box>
        {look.show_prices && (
          <Box data-testid="search-widget-preview-price">
            {product.sale_price !== null ? (
              <>
                <strong>{price(product.sale_price)}</strong>{' '}
                <Box component="s" sx={{ fontSize: '0.8rem' }}>
                  {t('search-config:preview.beforePrice', { price: price(product.price) })}
                </Box>
              </>
            ) : (
              price(product.price)
            )}
          </Box>
        )}
        {!product.in_stock && <Box sx={{ fontSize: '0.8rem' }}>{t('search-config:preview.outOfStock')}</Box>}
      </Box>
    </Box>
  );
}
