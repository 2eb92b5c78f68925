import type { Language } from '@butikkpanel/contracts';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function render(paragraphs: string[], link: { href: string; label: string }): MailContent['html'] {
  const body = paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n');
  return `<!doctype html><html><body style="font-family:sans-serif">${body}\n<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p></body></html>`;
}

export function passwordResetMail(link: string, validMinutes: number, language: Language): MailContent {
  const texts =
    language === 'en'
      ? {
          subject: 'Reset your Butikkpanel password',
          intro: 'Someone asked to reset the password for this e-mail address in Butikkpanel.',
          action: `Open the link within ${validMinutes} minutes to choose a new password. It works once.`,
          ignore: 'If it was not you, ignore this e-mail: your password stays as it is.',
          label: 'Choose a new password',
        }
      : {
          subject: 'Tilbakestill passordet ditt i Butikkpanel',
          intro: 'Noen har bedt om å tilbakestille passordet for denne e-postadressen i Butikkpanel.',
          action: `Åpne lenken innen ${validMinutes} minutter for å velge et nytt passord. Den virker én gang.`,
          ignore: 'Var det ikke deg, kan du se bort fra denne e-posten: passordet ditt er uendret.',
          label: 'Velg nytt passord',
        };
  const paragraphs = [texts.intro, texts.action, texts.ignore];
  return {
    subject: texts.subject,
    text: `${paragraphs.join('\n\n')}\n\n${link}\n`,
    html: render(paragraphs, { href: link, label: texts.label }),
  };
}

export function invitationMail(
  link: string,
  invite: { firstname: string; companyName: string; invitedBy: string; validDays: number },
  language: Language,
): MailContent {
  const texts =
    language === 'en'
      ? {
          subject: `You are invited to ${invite.companyName} in Butikkpanel`,
          hello: `Hi ${invite.firstname},`,
          intro: `${invite.invitedBy} has invited you to ${invite.companyName} in Butikkpanel.`,
          action: `Open the link within ${invite.validDays} days to create your user.`,
          label: 'Accept the invitation',
        }
      : {
          subject: `Du er invitert til ${invite.companyName} i Butikkpanel`,
          hello: `Hei ${invite.firstname},`,
          intro: `${invite.invitedBy} har invitert deg til ${invite.companyName} i Butikkpanel.`,
          action: `Åpne lenken innen ${invite.validDays} dager for å opprette brukeren din.`,
          label: 'Godta invitasjonen',
        };
  const paragraphs = [texts.hello, texts.intro, texts.action];
  return {
    subject: texts.subject,
    text: `${paragraphs.join('\n\n')}\n\n${link}\n`,
    html: render(paragraphs, { href: link, label: texts.label }),
  };
}

/** An operator's answer to a visitor who has left the site (spec section 5: offline with a valid e-mail). */
export function chatReplyMail(
  reply: { companyName: string; agentName: string; text: string },
  language: Language,
): MailContent {
  const texts =
    language === 'en'
      ? {
          subject: `Reply from ${reply.companyName}`,
          intro: `${reply.agentName} at ${reply.companyName} answered your chat message:`,
          outro: 'Reply by visiting the shop again and opening the chat.',
        }
      : {
          subject: `Svar fra ${reply.companyName}`,
          intro: `${reply.agentName} i ${reply.companyName} har svart på chatmeldingen din:`,
          outro: 'Du kan svare ved å besøke butikken igjen og åpne chatten.',
        };
  const quoted = escapeHtml(reply.text).replace(/\n/g, '<br>');
  return {
    subject: texts.subject,
    text: `${texts.intro}\n\n${reply.text}\n\n${texts.outro}\n`,
    html: `<!doctype html><html><body style="font-family:sans-serif"><p>${escapeHtml(texts.intro)}</p><blockquote>${quoted}</blockquote><p>${escapeHtml(texts.outro)}</p></body></html>`,
  };
}
