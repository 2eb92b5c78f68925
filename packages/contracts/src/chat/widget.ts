export * from './images';

/**
 * The widget's public config (GET /api/widget/{account}/config, docs/widget.md). Plain TypeScript without
 * zod (its only import is the zod-free images.ts), so the widget can import it (as '@butikkpanel/contracts/chat/widget') without pulling zod in.
 */
export interface WidgetConfig {
  texts: { title: string; greeting: string; offline: string; placeholder: string };
  colors: { primary: string; text: string };
}

export const DEFAULT_WIDGET_CONFIG: WidgetConfig = {
  texts: {
    title: 'Chat med oss',
    greeting: 'Hei! Hva kan vi hjelpe deg med?',
    offline: 'Vi er ikke på nett akkurat nå. Legg igjen navn og e-post, så svarer vi deg på e-post.',
    placeholder: 'Skriv en melding…',
  },
  colors: { primary: '#1f6feb', text: '#ffffff' },
};

/** Per-account chat settings (account_settings keys) the config is read from; defaults where unset. */
export const CHAT_SETTING_KEYS = {
  title: 'CHAT_TITLE',
  greeting: 'CHAT_GREETING',
  offline: 'CHAT_OFFLINE',
  placeholder: 'CHAT_PLACEHOLDER',
  primary: 'CHAT_COLOR',
  text: 'CHAT_TEXT_COLOR',
} as const;

/** #rgb or #rrggbb: the only colours the widget accepts. */
export const WIDGET_COLOR_PATTERN = /^#[0-9a-f]{3}([0-9a-f]{3})?$/i;
