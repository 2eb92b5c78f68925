import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** 128 random bits: a recipient's links cannot be guessed or made for another address. */
export const newRecipientToken = (): string => randomBytes(16).toString('base64url');

/**
 * The public addresses a tracked mail links to, under the server's PUBLIC_URL: campaigns' under `/api/e`,
 * flows' under `/api/e/f` (each kind of mail has its own tokens and its own routes).
 */
export function campaignLinks(publicUrl: string, secret: Uint8Array, prefix = '/api/e') {
  // A recommendation's product link signs its widget and product too, so a click counts only for them.
  const sign = (token: string, url: string, rec?: RecommendationClick) =>
    createHmac('sha256', secret)
      .update(`click\n${token}\n${url}${rec ? `\n${rec.widget}\n${rec.product}` : ''}`)
      .digest('base64url')
      .slice(0, 22);
  const base = `${publicUrl}${prefix}`;
  return {
    prefix,
    unsubscribe: (token: string) => `${base}/u/${token}`,
    pixel: (token: string) => `${base}/o/${token}.gif`,
    click: (token: string, url: string, rec?: RecommendationClick) =>
      `${base}/c/${token}?u=${encodeURIComponent(url)}${
        rec ? `&w=${encodeURIComponent(rec.widget)}&p=${encodeURIComponent(rec.product)}` : ''
      }&s=${sign(token, url, rec)}`,
    /** Only a link this server made for this recipient and this address passes: no open redirect. */
    verifyClick(token: string, url: string, signature: string, rec?: RecommendationClick): boolean {
      const expected = Buffer.from(sign(token, url, rec));
      const given = Buffer.from(signature);
      return (
        expected.length === given.length && timingSafeEqual(expected, given) && /^https?:\/\//i.test(url)
      );
    },
  };
}
export type CampaignLinks = ReturnType<typeof campaignLinks>;

/** A product link of a recommendations block: the widget and the product a click counts for. */
export interface RecommendationClick {
  widget: string;
  product: string;
}

const A_TAG = /<a\b[^>]*>/gi;
const HREF = /(\bhref=")(https?:\/\/[^"]+)(")/i;
const attribute = (tag: string, name: string) =>
  new RegExp(`\\b${name}="([^"]*)"`, 'i')
    .exec(tag)?.[1]
    ?.replace(
      /&(amp|lt|gt|quot|#34|#39);/g,
      (_w, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#34': '"', '#39': "'" })[e] ?? '',
    );

/** The widget and product a recommendations block's link names (recommendation-blocks.ts), if it is one. */
function recommendationOf(tag: string): RecommendationClick | undefined {
  const widget = attribute(tag, 'data-bp-widget');
  const product = attribute(tag, 'data-bp-product');
  return widget && product ? { widget, product } : undefined;
}
/** The account's stored images, linked from designs by their path on this server (`/api/images/{id}`). */
const STORED_IMAGE_SRC = /(\b(?:src|background|href)=")(\/api\/images\/[\w-]+)(")/gi;

/**
 * A design's own images as a mail needs them: the builder links them by path, which works in the panel
 * whatever its address; a mail is read elsewhere, so they get this server's public address.
 */
export function absoluteImageUrls(html: string, publicUrl: string): string {
  return html.replace(
    STORED_IMAGE_SRC,
    (_whole, start: string, path: string, end: string) => `${start}${publicUrl}${path}${end}`,
  );
}

/**
 * The mail as sent to one recipient: every web link goes through the signed click address (the
 * unsubscribe link stays direct), an open pixel at the end of the body, and an unsubscribe link added
 * at the bottom when the template has none, so no campaign mail goes out without one.
 */
export function trackedHtml(html: string, token: string, links: CampaignLinks): string {
  const unsubscribe = links.unsubscribe(token);
  const out = html.replace(A_TAG, (tag) =>
    tag.replace(HREF, (whole, start: string, url: string, end: string) => {
      const decoded = url.replaceAll('&amp;', '&');
      return decoded === unsubscribe
        ? whole
        : `${start}${links.click(token, decoded, recommendationOf(tag)).replaceAll('&', '&amp;')}${end}`;
    }),
  );
  return appendToBody(
    withUnsubscribeLink(out, unsubscribe),
    `<img src="${links.pixel(token)}" width="1" height="1" alt="" style="display:block;border:0">`,
  );
}

/** An unsubscribe link at the bottom when the design has none, so no mail goes out without one. */
export function withUnsubscribeLink(html: string, unsubscribe: string): string {
  if (html.includes(unsubscribe)) return html;
  return appendToBody(
    html,
    `<p style="font-family:Arial,sans-serif;font-size:12px;color:#555;text-align:center;margin:16px"><a href="${unsubscribe}" style="color:#555">Meld deg av e-post fra oss</a></p>`,
  );
}

function appendToBody(html: string, fragment: string): string {
  const at = html.lastIndexOf('</body>');
  return at < 0 ? `${html}${fragment}` : `${html.slice(0, at)}${fragment}${html.slice(at)}`;
}
