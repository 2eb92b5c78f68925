export * from './images';

/**
 * The widget's public config (GET /api/widget/{account}/config, docs/widget.md). Plain TypeScript without
 * zod (its only import is the zod-free images.ts), so the widget can import it (as '@butikkpanel/contracts/chat/widget') without pulling zod in.
 */
export interface WidgetConfig {
  texts: { title: string; greeting: string; offline: string; placeholder: string; button: string };
  colors: { primary: string; text: string };
  /** When chat is staffed, in Oslo time; null means no hours are set (always open). */
  openingHours: OpeningHours | null;
  /** The account has the popups package and an active popup: only then does the loader import the popup chunk. */
  popups: boolean;
}

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
/** One weekday: closed, or open from `from` to `to` (HH:MM, 24 h, from before to). */
export interface OpeningDay {
  closed: boolean;
  from: string;
  to: string;
}
export type OpeningHours = Record<Weekday, OpeningDay>;
export const OPENING_HOURS_TIME_ZONE = 'Europe/Oslo';
export const OPENING_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** True when `at` falls inside the day's hours in Oslo; no hours set means always open. */
export function isWithinOpeningHours(hours: OpeningHours | null, at: Date): boolean {
  if (!hours) return true;
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: OPENING_HOURS_TIME_ZONE,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  const day = hours[part('weekday').toLowerCase().slice(0, 3) as Weekday];
  if (!day || day.closed) return false;
  const now = `${part('hour')}:${part('minute')}`;
  return now >= day.from && now < day.to;
}

export const DEFAULT_WIDGET_CONFIG: WidgetConfig = {
  texts: {
    title: 'Chat med oss',
    greeting: 'Hei! Hva kan vi hjelpe deg med?',
    offline: 'Vi er ikke på nett akkurat nå. Legg igjen navn og e-post, så svarer vi deg på e-post.',
    placeholder: 'Skriv en melding…',
    button: 'Åpne chat',
  },
  colors: { primary: '#1f6feb', text: '#ffffff' },
  openingHours: null,
  popups: false,
};

/** Per-account chat settings (account_settings keys) the config is read from; defaults where unset. */
export const CHAT_SETTING_KEYS = {
  title: 'CHAT_TITLE',
  greeting: 'CHAT_GREETING',
  offline: 'CHAT_OFFLINE',
  placeholder: 'CHAT_PLACEHOLDER',
  primary: 'CHAT_COLOR',
  text: 'CHAT_TEXT_COLOR',
  button: 'CHAT_BUTTON_LABEL',
  /** JSON of OpeningHours; unset or malformed means always open. */
  openingHours: 'CHAT_OPENING_HOURS',
} as const;

/** #rgb or #rrggbb: the only colours the widget accepts. */
export const WIDGET_COLOR_PATTERN = /^#[0-9a-f]{3}([0-9a-f]{3})?$/i;
