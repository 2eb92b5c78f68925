const LOCALES: Record<string, string> = { nb: 'nb-NO', en: 'en-GB' };

/** Date and time of a mail, e.g. '20.05.2026, 14:03' in nb. */
export function formatDateTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(LOCALES[language] ?? 'nb-NO', {
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(date);
}
