import { absoluteImageUrls, type CampaignLinks, trackedHtml, withUnsubscribeLink } from './campaign-links';
import { plainText } from './compile';
import { withMailLanguage } from './mail-language';
import { type MergeContext, renderHtml, renderText } from './merge-tags';
import { fillRecommendationBlocks, type MailRecommendations } from './recommendation-blocks';

/** What a mail is made from: the template's compiled HTML (merge tags in it), subject and preview text. */
export interface MailDesign {
  html: string;
  subject: string;
  previewText: string;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** The hidden preview line mail clients show after the subject. */
const preheader = (text: string) =>
  text === ''
    ? ''
    : `<div style="display:none;max-height:0;overflow:hidden;mso-hide:all">${text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`)}</div>`;

/**
 * The one render path of every mail made from a template: the preview, the test send, a campaign's mail
 * and a flow's. They differ only in the data (the context: a sample or the recipient, and its code) and in
 * whether links are tracked for a recipient; never in the code that fills the design, so what the owner
 * saw is what the customer gets.
 */
export async function renderMail(
  design: MailDesign,
  context: MergeContext,
  options: {
    publicUrl: string;
    tracking: { token: string; links: CampaignLinks } | null;
    /** Draws the design's recommendations blocks for the context's customer (recommendation-blocks.ts). */
    recommendations: MailRecommendations;
  },
): Promise<RenderedMail> {
  const source = withMailLanguage(design.html).replace(
    /<body([^>]*)>/i,
    (open) => `${open}${preheader(design.previewText)}`,
  );
  // The blocks after the merge tags: a product's name is never read as Liquid.
  const merged = await fillRecommendationBlocks(await renderHtml(source, context), (widgetId) =>
    options.recommendations(widgetId, context.customer.email),
  );
  const filled = absoluteImageUrls(merged, options.publicUrl);
  const subject = await renderText(design.subject, context);
  if (!options.tracking) {
    // No recipient yet: the same mail with the context's unsubscribe address and no tracking.
    const html = withUnsubscribeLink(filled, context.unsubscribe_url);
    return { subject, html, text: `${plainText(filled)}\n\nMeld deg av: ${context.unsubscribe_url}` };
  }
  const { token, links } = options.tracking;
  return {
    subject,
    html: trackedHtml(filled, token, links),
    text: `${plainText(filled)}\n\nMeld deg av: ${links.unsubscribe(token)}`,
  };
}
