/** The language every mail from the templates is written in (`<html lang>`; MJML writes `und`). */
export const MAIL_LANGUAGE = 'nb';

/** The `<html>` element says the mail is Norwegian, whatever the stored HTML said (older saves: `und`). */
export function withMailLanguage(html: string): string {
  return html.replace(/<html\b([^>]*)>/i, (_whole, attributes: string) => {
    const rest = attributes.replace(/\s+lang="[^"]*"/i, '');
    return `<html lang="${MAIL_LANGUAGE}"${rest}>`;
  });
}
