import type { RecommendationWidget } from '@butikkpanel/contracts';

/** A shop widget as the panel's API answers it; tests change what they are about. */
export const recommendationWidget = (
  overrides: Partial<RecommendationWidget> = {},
): RecommendationWidget => ({
  id: 'andre-kjopte',
  comment: 'Produktsiden',
  type: 'shop',
  algorithm: 'bought_together',
  template: 'grid',
  number_of_products: 8,
  products_per_row: 4,
  in_stock_only: true,
  on_sale_only: false,
  shuffle: false,
  fill_random: false,
  manual_products: [],
  owner: 'account',
  editable: true,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

/** `GET /api/products` finding one boot: what the product pickers offer. */
export const ONE_BOOT_FOUND = {
  body: {
    data: [
      {
        product_id: 'stovel',
        name: 'Turstøvel',
        url: null,
        image_url: null,
        price: 1999,
        sale_price: null,
        in_stock: true,
        category: 'Sko',
        brand: null,
        sku: 'SKU-1',
      },
    ],
    pagination: { page: 1, per_page: 10, total: 1 },
  },
};
