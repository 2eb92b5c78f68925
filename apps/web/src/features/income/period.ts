const osloDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Oslo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today in Norway, the shop's day, whatever the browser's zone. */
export const osloToday = (now = new Date()): string => osloDate.format(now);

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export const PERIOD_PRESETS = ['last7', 'last30', 'thisMonth', 'custom'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

export interface Period {
  from: string;
  to: string;
}

/** The days a preset covers, today included; 'custom' keeps what was chosen. */
export function presetPeriod(preset: Exclude<PeriodPreset, 'custom'>, today = osloToday()): Period {
  if (preset === 'last7') return { from: addDays(today, -6), to: today };
  if (preset === 'last30') return { from: addDays(today, -29), to: today };
  return { from: `${today.slice(0, 8)}01`, to: today };
}
