import type { EmailSenderSettingsAnswer, Language } from '@butikkpanel/contracts';
import { escapeHtml } from '../../lib/html';
import type { MailContent } from '../mail';

/**
 * The test mail shows the sender settings as the shop's mails will carry them: from and reply-to in its headers
 * (the outbox sends with them) and in the text, and the footer.
 */
export function senderTestMail(sender: EmailSenderSettingsAnswer['data'], language: Language): MailContent {
  const en = language === 'en';
  const from = `${sender.from_name} <${sender.from_email}>`;
  const lines = [
    en ? 'This is a test mail from Butikkpanel.' : 'Dette er en testmail fra Butikkpanel.',
    `${en ? 'From' : 'Fra'}: ${from}`,
    `${en ? 'Reply to' : 'Svar til'}: ${sender.reply_to || sender.from_email}`,
  ];
  const footer = [sender.footer_company, sender.footer_address, sender.footer_unsubscribe].filter(Boolean);
  const html = `<!doctype html><html><body style="font-family:sans-serif">${lines
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('\n')}\n<hr><footer style="color:#555;font-size:12px">${footer
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('\n')}</footer></body></html>`;
  return {
    subject: en ? `Test mail from ${sender.from_name}` : `Testmail fra ${sender.from_name}`,
    text: `${lines.join('\n')}\n\n--\n${footer.join('\n')}\n`,
    html,
  };
}
