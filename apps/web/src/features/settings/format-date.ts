/** Intl locale per interface language. */
const LOCALES: Record<string, string> = { nb: 'nb-NO', en: 'en-GB' };

export function formatDateTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(LOCALES[language] ?? 'nb-NO', {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date);
}
