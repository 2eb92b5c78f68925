/** `now` is the caller's clock reading (AppDeps.clock): these never read the machine's time. */
export const minutesFromNow = (minutes: number, now: Date) => new Date(now.getTime() + minutes * 60_000);

export const daysFromNow = (days: number, now: Date) => new Date(now.getTime() + days * 86_400_000);

export const isoOrNull = (value: Date | null | undefined) => (value ? value.toISOString() : null);
