import { type Agent, AMOUNT_SUFFIX, isUnknownName, type Visitor } from '@butikkpanel/contracts';

const kroner = new Intl.NumberFormat('nb-NO', { maximumFractionDigits: 2 });

/** An amount as shop owners read it: '1 299,50 kr'. */
export function formatKr(amount: number): string {
  return `${kroner.format(amount)} ${AMOUNT_SUFFIX}`;
}

/** The visitor's name, or null when unknown (name 0): the caller shows 'Ukjent'. */
export function knownName(visitor: Pick<Visitor, 'name'>): string | null {
  return isUnknownName(visitor.name) ? null : String(visitor.name);
}

export function agentName(agent: Pick<Agent, 'firstname' | 'lastname' | 'email'>): string {
  return `${agent.firstname} ${agent.lastname}`.trim() || agent.email;
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/**
 * '5 minutter siden' in the interface language (nb by default). `now` should be the server's time as the
 * browser reckons it (useNow corrects for clock skew); a time still ahead of it reads 'nå', never the future.
 */
export function formatRelative(iso: string, now: number, language = 'nb'): string {
  const seconds = Math.min(0, Math.round((Date.parse(iso) - now) / 1000));
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size || unit === 'second')
      return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'second');
}
