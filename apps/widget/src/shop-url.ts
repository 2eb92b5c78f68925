/** Product links in the shop's page: the search overlay and the recommendations draw them. */

/** Only http(s) addresses: a product's url or image can never run script in the shop's page. */
export function safeUrl(value: unknown): string | null {
  if (typeof value !== 'string' || !value) return null;
  try {
    const url = new URL(value, location.href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);
/** One name per site: `www.` and the loopback spellings are the same shop. */
const siteName = (hostname: string) => (LOOPBACK.has(hostname) ? 'loopback' : hostname.replace(/^www\./, ''));

/**
 * A product link on the page's own origin when it points at the same shop under another spelling
 * (localhost for a 127.0.0.1 visitor, www. or not): leaving the origin would leave the visitor's cart
 * and session behind. Links to other sites are kept as they are.
 */
export function shopUrl(value: unknown, page: { origin: string } = location): string | null {
  const safe = safeUrl(value);
  if (safe === null) return null;
  const url = new URL(safe);
  let here: URL;
  try {
    here = new URL(page.origin);
  } catch {
    return safe;
  }
  if (url.origin === here.origin) return safe;
  const sameShop = siteName(url.hostname) === siteName(here.hostname) && url.port === here.port;
  return sameShop ? `${here.origin}${url.pathname}${url.search}${url.hash}` : safe;
}
