import type { Language } from '@butikkpanel/contracts';
import { escapeHtml } from '../../lib/html';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/**
 * Stands in for a one-time link (reset, invitation) in the stored text and html, which staff may read;
 * the outbox puts the real link in only when it hands the mail to SMTP. HTML escaping leaves it as it is.
 */
export const ONE_TIME_LINK = '{{one_time_link}}';
/** What the mailbox shows in its place. */
export const HIDDEN_LINK_LABEL = '[engangslenke: vises bare for mottakeren]';

/** The mail as it goes to the recipient: the placeholder replaced by the link. */
export function withOneTimeLink<T extends { text: string; html: string | null }>(mail: T, link: string): T {
  return {
    ...mail,
    text: mail.text.replaceAll(ONE_TIME_LINK, link),
    html: mail.html?.replaceAll(ONE_TIME_LINK, escapeHtml(link)) ?? null,
  };
}

/** The mail as the mailbox shows it: the placeholder replaced by a note that the link is hidden. */
export const withHiddenLink = <T extends { text: string; html: string | null }>(mail: T): T => ({
  ...mail,
  text: mail.text.replaceAll(ONE_TIME_LINK, HIDDEN_LINK_LABEL),
  html: mail.html?.replaceAll(ONE_TIME_LINK, escapeHtml(HIDDEN_LINK_LABEL)) ?? null,
});

function render(
  paragraphs: string[],
  link: { href: string; label: string },
  language: Language,
): MailContent['html'] {
  const body = paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n');
  // The mail's language for screen readers and clients' translation offers (nb unless written in English).
  return `<!doctype html><html lang="${language}"><body style="font-family:sans-serif">${body}\n<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p></body></html>`;
}

export function passwordResetMail(validMinutes: number, language: Language): MailContent {
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
    text: `${paragraphs.join('\n\n')}\n\n${ONE_TIME_LINK}\n`,
    html: render(paragraphs, { href: ONE_TIME_LINK, label: texts.label }, language),
  };
}

/** The invitation's link is a one-time link: the mail holds the placeholder (see ONE_TIME_LINK). */
export function invitationMail(
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
    text: `${paragraphs.join('\n\n')}\n\n${ONE_TIME_LINK}\n`,
    html: render(paragraphs, { href: ONE_TIME_LINK, label: texts.label }, language),
  };
}

/**
 * Someone tried to register with an address that already has a user (spec: register answers
 * email_taken): the owner is told, and pointed to sign-in and the forgotten-password page.
 */
export function registerAttemptMail(loginLink: string, language: Language): MailContent {
  const texts =
    language === 'en'
      ? {
          subject: 'Someone tried to register with your e-mail address',
          intro:
            'Someone just tried to create a new Butikkpanel user with this e-mail address, which already has one.',
          action: 'If it was you, sign in instead, or ask for a new password on the sign-in page.',
          ignore:
            'If it was not you, nothing has changed: no user was created and your password is the same.',
          label: 'Sign in',
        }
      : {
          subject: 'Noen prøvde å registrere seg med e-postadressen din',
          intro:
            'Noen prøvde nettopp å opprette en ny bruker i Butikkpanel med denne e-postadressen, som allerede har en bruker.',
          action: 'Var det deg, kan du logge inn i stedet, eller be om nytt passord på innloggingssiden.',
          ignore:
            'Var det ikke deg, er ingenting endret: ingen bruker ble opprettet, og passordet ditt er det samme.',
          label: 'Logg inn',
        };
  const paragraphs = [texts.intro, texts.action, texts.ignore];
  return {
    subject: texts.subject,
    text: `${paragraphs.join('\n\n')}\n\n${loginLink}\n`,
    html: render(paragraphs, { href: loginLink, label: texts.label }, language),
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
    html: `<!doctype html><html lang="${language}"><body style="font-family:sans-serif"><p>${escapeHtml(texts.intro)}</p><blockquote>${quoted}</blockquote><p>${escapeHtml(texts.outro)}</p></body></html>`,
  };
}
