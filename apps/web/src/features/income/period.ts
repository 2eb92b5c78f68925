import { addDays } from '@butikkpanel/contracts';
import { osloToday } from '@/lib/oslo-today';

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
