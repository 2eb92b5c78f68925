import { i18n } from './i18n';

/** Sources the widget and the order API name (utm_source values and the referrers orderSource names). */
const KNOWN_SOURCES = [
  'google',
  'bing',
  'duckduckgo',
  'facebook',
  'instagram',
  'tiktok',
  'twitter',
  'pinterest',
  'snapchat',
  'linkedin',
  'youtube',
  'newsletter',
  'email',
  'sms',
] as const;
type KnownSource = (typeof KNOWN_SOURCES)[number];
const isKnown = (value: string): value is KnownSource => (KNOWN_SOURCES as readonly string[]).includes(value);

/**
 * A readable name for a traffic source the panel knows ('newsletter' is 'Nyhetsbrev'), or null: the
 * caller shows an unknown value as it was given, and '' (direct) in its own words.
 */
export function knownTrafficSource(raw: string): string | null {
  const key = raw.trim().toLowerCase();
  return isKnown(key) ? i18n.t(`common:trafficSources.${key}`) : null;
}
