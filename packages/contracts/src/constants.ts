/** Business constants and limits from the spec, section 9. One place, read by server, web and widget. */
export const LIMITS = {
  messageBarAutoHideMs: 6000,
  placedMessageMs: 2000,
  desktopNotificationCloseMs: 10_000,
  notificationDialogDelayMs: 2000,
  navigationSearchMaxSuggestions: 10,
  navbarWidthPx: 280,
  navbarFoldedWidthPx: 64,
  boxedLayoutMaxWidthPx: 1280,
  navigationHoverDelayMs: 150,
  trialCountdownDefaultDays: 15,
  orderStatsRefreshMs: 30_000,
  visitorWidgetsRecomputeMs: 3400,
  typingTimeoutMs: 6000,
  socketReconnectDelayMs: 10_000,
  topListRows: 5,
  pageViewChartMinutes: 10,
  revenueChartDays: 7,
  discountGraphDays: 30,
  topRevenueSourcesDays: 30,
  fileLimitBytes: 1024 * 1024,
  popupWidthMinPx: 769,
  popupWidthMaxPx: 1300,
  loginTokenCookieLifetimeMs: 3 * 60 * 60 * 1000,
  dashboardAnimationDelay: 600,
  reviewExportMonths: 6,
} as const;

export const AMOUNT_SUFFIX = 'kr';
export const DEFAULT_LANGUAGE = 'nb';

export const TABLE_FILTER_OPERATORS = [
  'contains',
  'starts-with',
  'ends-with',
  'matches',
  'greater-than',
  'less-than',
] as const;
export type TableFilterOperator = (typeof TABLE_FILTER_OPERATORS)[number];

export const FLOW_TEMPLATES = {
  abandonedCartHours: [4, 24],
  notPurchasedDays: 30,
} as const;

/** Browser local-storage keys (spec section 9). */
export const STORAGE_KEYS = {
  authToken: 'access_token',
  lastAccountId: 'last_account_id',
  gettingStartedLastStep: 'getting_started_last_step',
  chatRowCount: 'chat_row_count',
  notificationPermission: 'notification_permission',
  v2: 'v2',
  darkMode: 'dark_mode',
} as const;

/** Password rule (platform issue): at least 8 characters. */
export const PASSWORD_MIN_LENGTH = 8;
/** Login form rule: more than 3 characters (spec section 5). */
export const LOGIN_FIELD_MIN_LENGTH = 4;

/**
 * What counts as an e-mail address: zod's own default pattern, kept here so the login page can check
 * it without loading zod, and every zod e-mail field uses the same one (fields.ts).
 */
export const EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
