import { formatOsloDateTime } from '@butikkpanel/contracts';
import type { TFunction } from 'i18next';
import type { ContentDraft } from '../api/designs';

/** "fra 24.12.2026 00:00 til 27.12.2026 00:00", "fra …", "til …" or "inntil videre", in Oslo time. */
function period(t: TFunction<['page-builder']>, from: string | null, until: string | null): string {
  if (from && until) {
    return t('page-builder:period.between', {
      from: formatOsloDateTime(from),
      until: formatOsloDateTime(until),
    });
  }
  if (from) return t('page-builder:period.from', { from: formatOsloDateTime(from) });
  if (until) return t('page-builder:period.until', { until: formatOsloDateTime(until) });
  return t('page-builder:period.always');
}

/**
 * What publishing a block means on the shop (issue 29): which block shows in its placement now, and from and
 * until when; and, when that is another block, when this one shows.
 */
export function publishMessage(t: TFunction<['page-builder']>, published: ContentDraft): string {
  const now = published.placementNow;
  const base = { version: published.publishedVersion, name: published.name, key: published.placementKey };
  if (now?.id === published.id) {
    return t('page-builder:publishedNow', { ...base, period: period(t, now.from, now.until) });
  }
  const own =
    published.from === null && published.to === null
      ? t('page-builder:period.asDefault')
      : period(t, published.from, published.to);
  if (now) {
    return t('page-builder:publishedOther', {
      ...base,
      shown: now.name,
      period: period(t, now.from, now.until),
      own,
    });
  }
  return t('page-builder:publishedNone', { ...base, own });
}
