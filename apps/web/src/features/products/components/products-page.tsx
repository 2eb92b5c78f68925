import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useCurrentRoute } from '@/components/layout/use-current-route';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ProductDetail } from './product-detail';
import { ProductList } from './product-list';

/** /products (the catalogue) and /products/{product_id} (one product's numbers over time). */
export function ProductsPage() {
  const { accountId = '', productId } = useParams();
  const { t } = useTranslation(['shell']);
  const current = useCurrentRoute();
  const title = current ? t(`shell:nav.${current.info.title}`) : '';
  if (productId !== undefined)
    return (
      <ProductDetail
        key={`${accountId}/${productId}`}
        accountId={accountId}
        productId={productId}
        title={title}
      />
    );
  return <ProductCatalogue accountId={accountId} title={title} />;
}

function ProductCatalogue({ accountId, title }: { accountId: string; title: string }) {
  useDocumentTitle(title);
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      <ProductList key={accountId} accountId={accountId} />
    </Stack>
  );
}
