import { type Agent, isUnknownName, type Visitor } from '@butikkpanel/contracts';
import { formatRelativeTime } from '@/lib/format';

/** The visitor's name, or null when unknown (name 0): the caller shows 'Ukjent'. */
export function knownName(visitor: Pick<Visitor, 'name'>): string | null {
  return isUnknownName(visitor.name) ? null : String(visitor.name);
}

export function agentName(agent: Pick<Agent, 'firstname' | 'lastname' | 'email'>): string {
  return `${agent.firstname} ${agent.lastname}`.trim() || agent.email;
}

/**
 * '5 minutter siden' in the interface language (nb by default). `now` should be the server's time as the
 * browser reckons it (useNow corrects for clock skew); a time still ahead of it reads 'nå', never the future.
 */
export const formatRelative = (iso: string, now: number, language = 'nb'): string =>
  formatRelativeTime(iso, now, language, { pastOnly: true });
