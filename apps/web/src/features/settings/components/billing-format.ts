const LOCALES: Record<string, string> = { nb: 'nb-NO', en: 'en-GB' };

/** A demo end as a long date: '20. mai 2026' in nb. */
export function formatBillingDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(LOCALES[language] ?? 'nb-NO', { dateStyle: 'long' }).format(date);
}
