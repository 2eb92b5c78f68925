import type { IncomingHttpHeaders } from 'node:http';

/** host[:port] of an Origin header, lower case; null when absent or not a URL. */
export function originHost(origin: string | undefined): string | null {
  if (!origin) return null;
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * Same-origin: the page that opened the socket was served by this server. Browsers always send Origin
 * on websocket handshakes and pages cannot forge it, which is what stops cross-site websocket hijacking.
 */
export function isSameOrigin(headers: IncomingHttpHeaders, publicUrl: string): boolean {
  const host = originHost(headers.origin);
  if (!host) return false;
  return host === (headers.host ?? '').toLowerCase() || host === new URL(publicUrl).host.toLowerCase();
}
