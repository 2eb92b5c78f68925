const whole = new Intl.NumberFormat('nb-NO', { maximumFractionDigits: 0 });
const withOre = new Intl.NumberFormat('nb-NO', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Kroner the Norwegian way: "1 299 kr", "49,50 kr" (non-breaking spaces, so a price never wraps). */
export function formatKroner(amount: number): string {
  const number = Number.isInteger(amount) ? whole.format(amount) : withOre.format(amount);
  return `${number}\u00a0kr`;
}
