/** Intl locale per interface language; anything unknown reads as Norwegian, the app's language. */
const LOCALES: Record<string, string> = { nb: 'nb-NO', en: 'en-GB' };

export const intlLocale = (language: string | undefined): string =>
  (language && LOCALES[language]) || 'nb-NO';
