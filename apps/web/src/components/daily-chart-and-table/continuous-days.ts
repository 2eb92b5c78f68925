import { eachDay } from '@butikkpanel/contracts';

/** Every Oslo day from the first to the last with figures, the quiet ones at zero, so the axis is time. */
export function continuousDays<Day extends { day: string }>(
  days: readonly Day[],
  zero: (day: string) => Day,
): Day[] {
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return [];
  const byDay = new Map(days.map((day) => [day.day, day]));
  return eachDay(first.day, last.day).map((day) => byDay.get(day) ?? zero(day));
}
