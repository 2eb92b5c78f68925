import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Both platforms sign the raw body with HMAC-SHA256 under the shared secret, base64-encoded
 * (Shopify: X-Shopify-Hmac-Sha256; WooCommerce: X-WC-Webhook-Signature). Compared in constant time, on the
 * bytes as they arrived (a parsed and re-serialised body would not match).
 */
export function signatureMatches(rawBody: Buffer, header: string | undefined, secret: string): boolean {
  if (!header || secret === '') return false;
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  let given: Buffer;
  try {
    given = Buffer.from(header.trim(), 'base64');
  } catch {
    return false;
  }
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The signature a platform would send for `body` (tests, the demo, and the bench sign with it). */
export function signBody(body: Buffer | string, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('base64');
}
