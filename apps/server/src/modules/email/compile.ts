import { convert } from 'html-to-text';
import mjml2html from 'mjml';

/**
 * MJML to the HTML mail clients read, checked strictly: an MJML error refuses the save (the builder made
 * something no client can show). Merge tags pass through as text.
 */
export async function compileMjml(source: string): Promise<{ html: string } | { error: string }> {
  if (source.trim() === '') return { html: '' };
  try {
    const result = await mjml2html(source, { validationLevel: 'strict', keepComments: false });
    if (result.errors.length > 0) return { error: result.errors[0]?.formattedMessage ?? 'invalid' };
    return { html: result.html };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/** The plain-text part of a mail, made from its HTML (links kept as text). */
export function plainText(html: string): string {
  return convert(html, {
    wordwrap: 78,
    selectors: [
      { selector: 'img', format: 'skip' },
      { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
    ],
  }).trim();
}
