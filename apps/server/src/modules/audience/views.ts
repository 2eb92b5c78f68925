import type { ConsentEvent, Contact, Segment, SegmentCount } from '@butikkpanel/contracts';
import { segmentRulesSchema } from '@butikkpanel/contracts';
import { isoOrNull } from '../../lib/time';
import type { ContactWithSuppression } from './contact-repository';
import type { SegmentRow } from './segment-repository';

export const contactView = (row: ContactWithSuppression): Contact => ({
  id: row.id,
  email: row.email,
  name: row.name,
  consent: row.consent,
  consent_source: row.consentSource,
  consent_at: isoOrNull(row.consentAt),
  suppressed: row.suppressed,
  tags: row.tags,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export const consentEventView = (row: {
  state: ConsentEvent['state'];
  source: ConsentEvent['source'];
  at: Date;
  ip: string | null;
  userAgent: string | null;
}): ConsentEvent => ({
  state: row.state,
  source: row.source,
  at: row.at.toISOString(),
  ip: row.ip,
  user_agent: row.userAgent,
});

export const segmentView = (row: SegmentRow, counts: SegmentCount): Segment => ({
  id: row.id,
  name: row.name,
  // Stored through the same schema; parsed again so an old row missing a default still answers whole.
  definition: segmentRulesSchema.parse(row.definition),
  count: counts.count,
  reachable: counts.reachable,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});
