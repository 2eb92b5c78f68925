import type { Agreement } from '@butikkpanel/contracts';
import { PRODUCT_SITE_URL } from '@/config/paths';

/** The agreements are published on the product's own site. */
export const LEGAL_DOCUMENT_URLS: Record<Agreement, string> = {
  terms: `${PRODUCT_SITE_URL}/vilkar`,
  data_processing_agreement: `${PRODUCT_SITE_URL}/databehandleravtale`,
  privacy_policy: `${PRODUCT_SITE_URL}/personvern`,
};
