/**
 * One CSV cell for Norwegian Excel: `;` between cells, quoted when needed, and a leading ' before anything
 * a spreadsheet would run as a formula (=, +, -, @), so a customer's e-mail cannot become one.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
