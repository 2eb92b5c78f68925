/** The popup runtime's Norwegian texts; only the popup chunk carries them. Field messages equal the catalogue's (a test checks). */
export const POPUP_TEXTS = {
  close: 'Lukk',
  /** The dialog's name when its design has no heading (the shop gets no popup name). */
  dialog: 'Tilbud fra butikken',
  required: 'Feltet må fylles ut.',
  invalidEmail: 'Ugyldig e-postadresse.',
  failed: 'Noe gikk galt. Prøv igjen om litt.',
  thanks: 'Takk! Vi har tatt imot svaret ditt.',
  /** Double opt-in: the signup waits for the link in the mail, and the code comes by mail after it. */
  confirm: 'Sjekk e-posten din og bekreft påmeldingen. Har skjemaet en rabattkode, sender vi den dit.',
  code: 'Din rabattkode: ',
  copy: 'Kopier',
  copied: 'Kopiert!',
} as const;
export type PopupTexts = typeof POPUP_TEXTS;

/** EMAIL_PATTERN of contracts/constants (a test checks): the server's check, without bundling contracts. */
export const EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
