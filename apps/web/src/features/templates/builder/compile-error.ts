/** The line a compile error names ("Feil på linje 2, kolonne 3: …", or the English "line 2, column 3"), or null. */
export function compileErrorLine(message: string | undefined): number | null {
  if (!message) return null;
  const match = /(?:linje|line) (\d+)/i.exec(message);
  return match ? Number(match[1]) : null;
}
