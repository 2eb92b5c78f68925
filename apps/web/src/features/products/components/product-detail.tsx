import type { CatalogueProduct, ProductStats } from '@butikkpanel/contracts';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { FactsSection } from '@/components/facts-section';
import { FormErrorAlert } from '@/components/form-error-alert';
import { VisuallyHidden } from '@/components/visually-hidden';
import { paths } from '@/config/paths';
import { type Period, PeriodPicker, type PeriodPreset, presetPeriod } from '@/features/income';
import { formatAmount } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useProductStats } from '../api/get-product-stats';
import { ProductChart } from './product-chart';
import { ProductDaysTable, ProductTotals } from './product-figures';

/** /products/{product_id}: the product, and its views, carts, orders, revenue and conversion per day. */
export function ProductDetail({
  accountId,
  productId,
  title,
}: {
  accountId: string;
  productId: string;
  /** The route's own title ('Produkt'), shown until the product's name is known or when it is not found. */
  title: string;
}) {
  const { t } = useTranslation(['products']);
  const [preset, setPreset] = useState<PeriodPreset>('last30');
  const [period, setPeriod] = useState<Period>(() => presetPeriod('last30'));
  const stats = useProductStats(accountId, productId, period);
  const heading = stats.data?.product.name ?? title;
  useDocumentTitle(heading);

  return (
    <Stack spacing={3}>
      <div>
        <Link component={RouterLink} to={paths.products.href(accountId)}>
          {t('products:detail.back')}
        </Link>
      </div>
      <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {heading}
      </Typography>
      <FormErrorAlert error={stats.error} />
      {stats.isPending && <CircularProgress aria-label={t('products:detail.loading')} />}
      {stats.data && (
        <>
          <ProductFacts product={stats.data.product} />
          <PeriodPicker
            preset={preset}
            period={period}
            onChange={(nextPreset, nextPeriod) => {
              setPreset(nextPreset);
              setPeriod(nextPeriod);
            }}
          />
          <ProductNumbers stats={stats.data} />
        </>
      )}
    </Stack>
  );
}

function ProductNumbers({ stats }: { stats: ProductStats }) {
  const { t } = useTranslation(['products']);
  const { totals } = stats;
  const quiet = totals.views === 0 && totals.carts === 0 && totals.orders === 0;
  return (
    <>
      <ProductTotals totals={totals} />
      {quiet ? (
        <EmptyState title={t('products:detail.empty')} />
      ) : (
        <Paper variant="outlined" component="section" aria-labelledby="product-days-heading" sx={{ p: 2 }}>
          <Typography id="product-days-heading" variant="h6" component="h2" gutterBottom>
            {t('products:detail.overTime')}
          </Typography>
          <ProductChart days={stats.days} />
          <ProductDaysTable days={stats.days} />
        </Paper>
      )}
    </>
  );
}

function ProductFacts({ product }: { product: CatalogueProduct }) {
  const { t, i18n } = useTranslation(['products', 'common']);
  const language = i18n.resolvedLanguage ?? 'nb';
  const none = t('products:detail.none');
  const facts: Array<[string, string]> = [
    [t('products:detail.price'), formatAmount(product.price, language)],
    [
      t('products:detail.salePrice'),
      product.sale_price === null ? none : formatAmount(product.sale_price, language),
    ],
    [t('products:detail.category'), product.category ?? none],
    [t('products:detail.brand'), product.brand ?? none],
    [t('products:detail.sku'), product.sku ?? none],
    [
      t('products:detail.stock'),
      product.in_stock ? t('products:detail.inStock') : t('products:detail.outOfStock'),
    ],
  ];
  return (
    <FactsSection id="product-facts" title={t('products:detail.facts')} facts={facts}>
      <Typography sx={{ mt: 2 }}>
        {product.url ? (
          <Link href={product.url} target="_blank" rel="noopener noreferrer">
            {t('products:detail.page')} <VisuallyHidden>{t('common:opensInNewTab')}</VisuallyHidden>
          </Link>
        ) : (
          t('products:detail.noPage')
        )}
      </Typography>
    </FactsSection>
  );
}
