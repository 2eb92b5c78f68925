import {
  customerSchema,
  DISCOUNT_FEED_PAGE_MAX,
  discountCheckAnswerSchema,
  discountCheckBodySchema,
  discountFeedAnswerSchema,
  INGEST_BATCH_MAX,
  ingestAnswerSchema,
  LIMITS,
  orderEventSchema,
  passwordResetEventSchema,
  productCsvAnswerSchema,
  productSchema,
  productUpsertBodySchema,
  RECOMMENDATION_ATTRIBUTION_DAYS,
  RECOMMENDATION_CART_MAX,
  RECOMMENDATION_EVENT_REQUESTS_PER_MINUTE,
  RECOMMENDATION_EVENTS_PER_REQUEST,
  RECOMMENDATION_WIDGETS_PER_PAGE,
  recommendationEventsBodySchema,
  recommendationPageAnswerSchema,
  SEARCH_LIMIT_MAX,
  SEARCH_TEXT_MAX_LENGTH,
  SEARCH_TEXT_MIN_LENGTH,
  searchAnswerSchema,
  UNKNOWN_CODE_ATTEMPTS_MAX,
  UNKNOWN_CODE_WINDOW_MINUTES,
} from '@butikkpanel/contracts';
import { z } from 'zod';
import { PRODUCT_CSV_COLUMNS } from './product-csv';

/** JSON Schema (2020-12, which OpenAPI 3.1 uses) of what a caller sends; refinements are described in text. */
const input = (schema: z.ZodType) => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  return rest;
};
const output = (schema: z.ZodType) => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' });
  return rest;
};

const errorSchema = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: { type: 'string' },
        message: { type: 'string', description: 'In Norwegian, or English with `user-language: en`.' },
        fields: { type: 'object', additionalProperties: { type: 'string' } },
      },
    },
  },
} as const;

const errors = {
  '400': {
    description: 'The body is not a batch (or not valid)',
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  },
  '401': {
    description: 'Missing, unknown or revoked API key',
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  },
  '429': {
    description: 'Too many requests',
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  },
};

const batchOf = (ref: string) => ({
  required: true,
  content: {
    'application/json': {
      schema: { type: 'array', minItems: 1, maxItems: INGEST_BATCH_MAX, items: { $ref: ref } },
    },
  },
});

const batchAnswer = {
  '200': {
    description:
      'The batch was read. `stored` counts the events kept; `ignored` lists events dropped by the ignore list; `refused` lists events refused, by index, with the reason.',
    content: { 'application/json': { schema: { $ref: '#/components/schemas/IngestAnswer' } } },
  },
  ...errors,
};

const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

/** GET /api/docs: the ingest API and the public search, described as OpenAPI 3.1. */
export const OPENAPI_DOCUMENT = {
  openapi: '3.1.0',
  info: {
    title: 'Butikkpanel shop API',
    version: '1.0.0',
    description: `The public search (no key), the server-to-server API for sending products, orders and customers from a web shop to its Butikkpanel account, and the checkout's discount code check and feed. Authenticate with \`Authorization: Bearer <API key>\` (create keys under Settings > API keys). Amounts are NOK with at most two decimals. Each batch holds 1 to ${INGEST_BATCH_MAX} events; good events are stored even when others in the same batch are refused. Sending the same id again replaces what was stored (ingest is idempotent).`,
  },
  servers: [{ url: '/' }],
  security: [{ apiKey: [] }],
  paths: {
    '/api/ingest/products': {
      post: {
        summary: 'Upsert products (batch)',
        operationId: 'ingestProducts',
        requestBody: batchOf('#/components/schemas/Product'),
        responses: batchAnswer,
      },
    },
    '/api/ingest/products/{external_id}': {
      put: {
        summary: 'Upsert one product',
        operationId: 'upsertProduct',
        parameters: [
          { name: 'external_id', in: 'path', required: true, schema: { type: 'string', maxLength: 200 } },
        ],
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ProductBody' } } },
        },
        responses: { '200': { description: 'The stored product' }, ...errors },
      },
    },
    '/api/ingest/products/csv': {
      post: {
        summary: 'Upload a product feed as CSV',
        description: `A header row names the columns (${PRODUCT_CSV_COLUMNS.join(', ')}; external_id, name and price are required); comma or semicolon separated, UTF-8, at most ${LIMITS.fileLimitBytes} bytes. Prices may use a decimal comma; in_stock is 1/0, true/false or ja/nei. Bad rows are reported with their line number (the header is line 1); the other rows are stored.`,
        operationId: 'uploadProductCsv',
        requestBody: { required: true, content: { 'text/csv': { schema: { type: 'string' } } } },
        responses: {
          '200': {
            description: 'Rows read and stored, and the refused rows',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/ProductCsvAnswer' } } },
          },
          '413': {
            description: 'File too big',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
          },
          '415': {
            description: 'Illegal file type (not text/csv)',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
          },
          ...errors,
        },
      },
    },
    '/api/ingest/orders': {
      post: {
        summary: 'Order events (batch)',
        description:
          '`created` and `updated` carry the whole order and replace what is stored under its order_id (sending one twice counts once). `cancelled` and `completed` change the status of a stored order; they are applied after the order contents of the same batch. Orders whose customer_email is on the ignore list are not stored.',
        operationId: 'ingestOrders',
        requestBody: batchOf('#/components/schemas/OrderEvent'),
        responses: batchAnswer,
      },
    },
    '/api/ingest/customers': {
      post: {
        summary: 'Upsert customers (batch)',
        description: 'Keyed by e-mail (compared in lower case). Customers on the ignore list are not stored.',
        operationId: 'ingestCustomers',
        requestBody: batchOf('#/components/schemas/Customer'),
        responses: batchAnswer,
      },
    },
    '/api/ingest/password-resets': {
      post: {
        summary: 'Customers who asked for a new password (batch)',
        description:
          "Nothing is stored: each e-mail starts the flows' reset-password event with the shop's own reset_url. E-mails on the ignore list are dropped.",
        operationId: 'ingestPasswordResets',
        requestBody: batchOf('#/components/schemas/PasswordReset'),
        responses: batchAnswer,
      },
    },
    '/api/discounts/check': {
      post: {
        summary: 'Check a discount code for the checkout',
        description: `The code (compared without regard to case) and the cart's total in NOK: valid or not, what comes off, and the reason in the shopper's language (\`user-language\`): unknown, expired (the expiry day is an Oslo day, valid through 23:59:59 Oslo time), used_up, used_by_customer (needs customer_email), below_minimum, inactive. A code the account does not have is counted as an unknown code for the panel. Pass the shopper's IP address as shopper_ip: an address that tries more than ${UNKNOWN_CODE_ATTEMPTS_MAX} unknown codes in ${UNKNOWN_CODE_WINDOW_MINUTES} minutes is flagged and answered 429 (with Retry-After) until the window lets it through; without shopper_ip nothing is limited per shopper. A check never redeems: uses are counted from the orders you send (discount_code, discount_codes).`,
        operationId: 'checkDiscount',
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { $ref: '#/components/schemas/DiscountCheck' } } },
        },
        responses: {
          '200': {
            description: 'The answer (also for unknown and invalid codes).',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['data'],
                  properties: { data: { $ref: '#/components/schemas/DiscountCheckAnswer' } },
                },
              },
            },
          },
          '400': errorAnswer('The body is not valid'),
          '401': errors['401'],
          '429': errorAnswer('This shopper address tried too many unknown codes: wait Retry-After seconds'),
        },
      },
    },
    '/api/discounts/feed': {
      get: {
        summary: 'Active discount codes, for shop platforms that import codes',
        description: `Codes that work today (active, not archived, not expired), then the unused unique codes of active templates (single use). Page through with \`after\` = the answer's \`next\` until it is null; at most ${DISCOUNT_FEED_PAGE_MAX} per page.`,
        operationId: 'discountFeed',
        parameters: [
          { name: 'after', in: 'query', schema: { type: 'string', pattern: '^[cu][0-9]{1,12}$' } },
          {
            name: 'limit',
            in: 'query',
            schema: { type: 'integer', minimum: 1, maximum: DISCOUNT_FEED_PAGE_MAX },
          },
        ],
        responses: {
          '200': {
            description: 'One page of codes and the cursor of the next.',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/DiscountFeed' } } },
          },
          '400': errorAnswer('The cursor or limit is not valid'),
          '401': errors['401'],
        },
      },
    },
    '/api/widget/{account_id}/discount-check': {
      post: {
        summary: "The same check from the shop's pages (the widget and shops without a server)",
        description:
          "No key: the account id is public. Pages on the account's shop domains may call it from the browser (CORS); other origins get 403. shopper_ip is not accepted: the caller's own address is limited.",
        operationId: 'widgetDiscountCheck',
        security: [],
        parameters: [
          { name: 'account_id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } },
        ],
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { $ref: '#/components/schemas/DiscountCheck' } } },
        },
        responses: {
          '200': {
            description: 'As /api/discounts/check.',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: { data: { $ref: '#/components/schemas/DiscountCheckAnswer' } },
                },
              },
            },
          },
          '403': errorAnswer("Called from a page that is not on the shop's domains"),
          '404': errorAnswer('No such account, or it has no discounts'),
          '429': errorAnswer('Too many unknown codes from this address'),
        },
      },
    },
    '/api/public/search/{account_id}': {
      get: {
        summary: 'Search the shop (what the search overlay calls)',
        description:
          "No key: the account id is public (the widget script carries it). Pages on the account's shop domains may call it from the browser (CORS); other origins get 403. Every search is logged for the no-result history. Rate-limited per IP and account. See docs/search.md.",
        operationId: 'publicSearch',
        security: [],
        parameters: [
          { name: 'account_id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } },
          {
            name: 'q',
            in: 'query',
            required: true,
            schema: { type: 'string', minLength: SEARCH_TEXT_MIN_LENGTH, maxLength: SEARCH_TEXT_MAX_LENGTH },
          },
          { name: 'widget', in: 'query', schema: { type: 'string', pattern: '^[A-Za-z0-9@-]+$' } },
          { name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1, maximum: SEARCH_LIMIT_MAX } },
        ],
        responses: {
          '200': {
            description: "Products, suggestions, keyword content and the widget's look.",
            content: { 'application/json': { schema: { $ref: '#/components/schemas/SearchAnswer' } } },
          },
          '400': errorAnswer('The search text is too short or too long'),
          '403': errorAnswer("Called from a page that is not on the shop's domains"),
          '404': errorAnswer('No such account, or it has no search'),
          '429': errorAnswer('Too many searches'),
        },
      },
    },
    '/api/public/recommendations/{account_id}': {
      get: {
        summary: 'Recommendations for one page (what the widget loader calls)',
        description:
          "Every recommendation placeholder of a page in one request: each widget's products along its algorithm's fallback chain, in stock and on sale as of now, never the page's product, the cart's products, hidden products or a product another widget of the page shows. No key: the account id is public. Pages on the account's shop domains may call it from the browser (CORS); other origins get 403; a shop's own server (no Origin) is answered. Rate-limited per IP and account. Each widget comes drawn with its template: `html` (every catalogue value escaped; each product link carries `data-bp-product`) and `css`, to put in the placeholder as they are; `products` are there for shops that draw on their own. See docs/recommendations.md.",
        operationId: 'publicRecommendations',
        security: [],
        parameters: [
          { name: 'account_id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } },
          {
            name: 'widgets',
            in: 'query',
            required: true,
            description: `Widget ids, comma-separated, at most ${RECOMMENDATION_WIDGETS_PER_PAGE}.`,
            schema: { type: 'string' },
          },
          { name: 'product', in: 'query', description: "The page's product id.", schema: { type: 'string' } },
          { name: 'category', in: 'query', description: "The page's category.", schema: { type: 'string' } },
          {
            name: 'cart',
            in: 'query',
            description: `The cart's product ids, comma-separated, at most ${RECOMMENDATION_CART_MAX}.`,
            schema: { type: 'string' },
          },
          {
            name: 'visitor',
            in: 'query',
            description: "The widget's visitor uid (recently viewed, personal).",
            schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{8,64}$' },
          },
        ],
        responses: {
          '200': {
            description: 'Each known shop widget with its products and why each is there; unknown ids named.',
            content: {
              'application/json': { schema: { $ref: '#/components/schemas/RecommendationPageAnswer' } },
            },
          },
          '400': errorAnswer('No widget ids, or a malformed one'),
          '403': errorAnswer("Called from a page that is not on the shop's domains"),
          '404': errorAnswer('No such account, or it has no recommendations'),
          '429': errorAnswer('Too many requests'),
        },
      },
    },
    '/api/public/recommendations/{account_id}/events': {
      post: {
        summary: "What the page's recommendation widgets did (impressions and clicks)",
        description: `The widget loader reports the products a page's widgets showed in the viewport (impression) and the ones clicked (click), at most ${RECOMMENDATION_EVENTS_PER_REQUEST} a request. The body is the same JSON as \`application/json\` (fetch with keepalive) or \`text/plain\` (navigator.sendBeacon). Counted on the Oslo day for the widget and its algorithm at that moment; events naming a widget the account does not have or a product not in its catalogue are not counted, and the same event twice in one request counts once. A click of a product ordered within ${RECOMMENDATION_ATTRIBUTION_DAYS} days by the same visitor or customer counts the order line for the widget. No key; the same origins as the page's request (CORS, 403 for other origins). At most ${RECOMMENDATION_EVENT_REQUESTS_PER_MINUTE} requests a minute per IP and account. See docs/recommendations.md, "Figures".`,
        operationId: 'publicRecommendationEvents',
        security: [],
        parameters: [
          { name: 'account_id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } },
        ],
        requestBody: {
          required: true,
          content: {
            'application/json': { schema: { $ref: '#/components/schemas/RecommendationEvents' } },
            'text/plain': { schema: { $ref: '#/components/schemas/RecommendationEvents' } },
          },
        },
        responses: {
          '204': { description: 'Received (events that name nothing of the account are left out silently)' },
          '400': errorAnswer('Not JSON, or not valid events'),
          '403': errorAnswer("Called from a page that is not on the shop's domains"),
          '404': errorAnswer('No such account, or it has no recommendations'),
          '413': errorAnswer('The body is too large'),
          '429': errorAnswer('Too many requests'),
        },
      },
    },
  },
  components: {
    securitySchemes: {
      apiKey: { type: 'http', scheme: 'bearer', description: 'An API key of the account (bpk_…)' },
    },
    schemas: {
      Product: input(productSchema),
      ProductBody: input(productUpsertBodySchema),
      OrderEvent: input(orderEventSchema),
      Customer: input(customerSchema),
      PasswordReset: input(passwordResetEventSchema),
      IngestAnswer: output(ingestAnswerSchema),
      ProductCsvAnswer: output(productCsvAnswerSchema),
      SearchAnswer: output(searchAnswerSchema),
      RecommendationPageAnswer: output(recommendationPageAnswerSchema),
      RecommendationEvents: input(recommendationEventsBodySchema),
      DiscountCheck: input(discountCheckBodySchema),
      DiscountCheckAnswer: output(discountCheckAnswerSchema),
      DiscountFeed: output(discountFeedAnswerSchema),
      Error: errorSchema,
    },
  },
} as const;
