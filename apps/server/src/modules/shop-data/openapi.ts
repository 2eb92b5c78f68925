import {
  customerSchema,
  INGEST_BATCH_MAX,
  ingestAnswerSchema,
  LIMITS,
  orderEventSchema,
  passwordResetEventSchema,
  productCsvAnswerSchema,
  productSchema,
  productUpsertBodySchema,
  SEARCH_LIMIT_MAX,
  SEARCH_TEXT_MAX_LENGTH,
  SEARCH_TEXT_MIN_LENGTH,
  searchAnswerSchema,
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
    description: `The public search (no key) and the server-to-server API for sending products, orders and customers from a web shop to its Butikkpanel account. Authenticate with \`Authorization: Bearer <API key>\` (create keys under Settings > API keys). Amounts are NOK with at most two decimals. Each batch holds 1 to ${INGEST_BATCH_MAX} events; good events are stored even when others in the same batch are refused. Sending the same id again replaces what was stored (ingest is idempotent).`,
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
      Error: errorSchema,
    },
  },
} as const;
