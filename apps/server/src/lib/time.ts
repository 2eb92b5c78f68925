export const minutesFromNow = (minutes: number, now = new Date()) =>
  new Date(now.getTime() + minutes * 60_000);

export const daysFromNow = (days: number, now = new Date()) => new Date(now.getTime() + days * 86_400_000);

export const isoOrNull = (value: Date | null | undefined) => (value ? value.toISOString() : null);
