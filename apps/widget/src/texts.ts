import {
  DEFAULT_WIDGET_CONFIG,
  OPENING_TIME_PATTERN,
  type OpeningDay,
  type OpeningHours,
  WEEKDAYS,
  WIDGET_COLOR_PATTERN,
  type WidgetConfig,
} from '@butikkpanel/contracts/chat/widget';
/** The widget's own Norwegian texts; the account's chat texts (title, greeting, ...) come from its config. */
export const TEXTS = {
  openChat: 'Åpne chat',
  closeChat: 'Lukk chat',
  unread: (count: number) => `${count} ${count === 1 ? 'ulest melding' : 'uleste meldinger'}`,
  message: 'Melding',
  send: 'Send',
  typing: 'skriver…',
  you: 'Du',
  operator: 'Kundeservice',
  sending: 'Sender…',
  notSent: 'Ikke sendt',
  connecting: 'Kobler til…',
  unavailable: 'Chatten er ikke tilgjengelig nå.',
  name: 'Navn',
  email: 'E-post',
  saveContact: 'Lagre',
  contactSaved: 'Takk! Vi svarer deg på e-post.',
  invalidEmail: 'Skriv en gyldig e-postadresse.',
  byEmail: 'sendt på e-post',
  attachImage: 'Legg ved bilde (jpg eller png, maks 1 MB)',
  imageFromYou: 'Bilde fra deg',
  imageFromOperator: 'Bilde fra kundeservice',
  opensInNewTab: 'åpnes i ny fane',
  uploadFailed: 'Bildet kunne ikke lastes opp.',
  /** The catalogue's texts (ERROR_MESSAGES_NB; a unit test keeps them equal), shown before anything is uploaded. */
  fileTooBig: 'Filen er for stor. Største tillatte størrelse er 1 MB.',
  illegalFileType: 'Ulovlig filtype.',
  conversationClosed: 'Kundeservice har avsluttet samtalen. Skriv en ny melding hvis du trenger mer hjelp.',
} as const;
export type Texts = typeof TEXTS;

/** The search overlay's texts; only its lazily loaded chunk imports them, so the loader does not carry them. */
export const SEARCH_TEXTS = {
  results: 'Søkeresultater',
  suggestions: 'Forslag',
  products: 'Produkter',
  found: (count: number) => `${count} ${count === 1 ? 'produkt' : 'produkter'} funnet`,
  noResults: (query: string) => `Ingen treff for «${query}».`,
  failed: 'Søket virker ikke akkurat nå. Prøv igjen om litt.',
  before: 'før',
  soldOut: 'Utsolgt',
} as const;
export type SearchTexts = typeof SEARCH_TEXTS;

/** The account's chat texts and colours (docs/widget.md); the shape and defaults live in contracts. */
export type { WidgetConfig };
export const DEFAULT_CONFIG: WidgetConfig = DEFAULT_WIDGET_CONFIG;

const COLOR = WIDGET_COLOR_PATTERN;

/** The config as answered, with anything missing or malformed replaced by the defaults. */
export function readConfig(answer: unknown): WidgetConfig {
  const given = (answer ?? {}) as {
    texts?: Record<string, unknown>;
    colors?: Record<string, unknown>;
    openingHours?: unknown;
    popups?: unknown;
  };
  const pick = <T extends Record<string, string>>(
    defaults: T,
    values: Record<string, unknown> = {},
    test?: RegExp,
  ) =>
    Object.fromEntries(
      Object.entries(defaults).map(([key, fallback]) => {
        const value = values[key];
        return [
          key,
          typeof value === 'string' && value.trim() && (!test || test.test(value)) ? value : fallback,
        ];
      }),
    ) as T;
  return {
    texts: pick(DEFAULT_CONFIG.texts, given.texts),
    colors: pick(DEFAULT_CONFIG.colors, given.colors, COLOR),
    openingHours: readOpeningHours(given.openingHours),
    popups: given.popups === true,
  };
}

/** Seven well-formed days, or none at all (always open). */
function readOpeningHours(value: unknown): OpeningHours | null {
  if (!value || typeof value !== 'object') return null;
  const days = value as Record<string, Partial<OpeningDay> | undefined>;
  const valid = WEEKDAYS.every((day) => {
    const entry = days[day];
    return (
      typeof entry?.closed === 'boolean' &&
      OPENING_TIME_PATTERN.test(String(entry.from)) &&
      OPENING_TIME_PATTERN.test(String(entry.to))
    );
  });
  return valid ? (value as OpeningHours) : null;
}
