const osloDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Oslo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day (YYYY-MM-DD) in Norway at `instant`: the shop's day, which statistics group by. */
export const osloDay = (instant: Date): string => osloDate.format(instant);
