/** Intl locale per interface language: nb gives '20. mai 2026'. */
const LOCALES: Record<string, string> = { nb: 'nb-NO', en: 'en-GB' };

export function formatLongDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(LOCALES[language] ?? 'nb-NO', { dateStyle: 'long' }).format(date);
}
