import type { AppService } from '@butikkpanel/contracts';

/** `/apps/{service}` and what lies below it, as the API client takes paths (without /api). */
export const appPath = (service: AppService, rest = '') => `/apps/${encodeURIComponent(service)}${rest}`;
