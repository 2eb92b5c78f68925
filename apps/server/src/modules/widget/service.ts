import {
  CHAT_SETTING_KEYS,
  DEFAULT_WIDGET_CONFIG,
  WIDGET_COLOR_PATTERN,
  type WidgetConfig,
} from '@butikkpanel/contracts';
import type { Database } from '../../db/client';
import { findAccountPackageKeys } from '../access';
import { parseOpeningHours } from '../account-settings';
import {
  findAccount,
  findAccountSettings,
  findActiveAccountIdByName,
  findFirstActiveAccountIdWithPackage,
} from '../accounts';
import { hasActivePopup } from '../popups';

const COLOR = WIDGET_COLOR_PATTERN;
const TEXT_MAX = 500;

export const DEMO_COMPANY_NAME = 'Demo Sko AS';

/** The packages of an active account (null when unknown or inactive). */
async function activePackages(db: Database, accountId: number): Promise<string[] | null> {
  const account = await findAccount(db, accountId);
  if (!account?.isActive) return null;
  return findAccountPackageKeys(db, accountId);
}

/** True when the account exists, is active and has the chat package: only then does the widget show. */
export async function chatAvailable(db: Database, accountId: number): Promise<boolean> {
  return (await activePackages(db, accountId))?.includes('PACKAGE_CHAT') ?? false;
}

/**
 * The account's chat texts, colours and opening hours, defaults where unset or malformed, and whether it has
 * popups to show; null when chat is not available.
 */
export async function widgetConfig(db: Database, accountId: number): Promise<WidgetConfig | null> {
  const packages = await activePackages(db, accountId);
  if (!packages?.includes('PACKAGE_CHAT')) return null;
  const stored = await findAccountSettings(db, accountId, Object.values(CHAT_SETTING_KEYS));
  const text = (key: keyof WidgetConfig['texts']) => {
    const value = stored[CHAT_SETTING_KEYS[key]]?.trim();
    return value ? value.slice(0, TEXT_MAX) : DEFAULT_WIDGET_CONFIG.texts[key];
  };
  const color = (key: keyof WidgetConfig['colors']) => {
    const value = stored[CHAT_SETTING_KEYS[key]]?.trim() ?? '';
    return COLOR.test(value) ? value : DEFAULT_WIDGET_CONFIG.colors[key];
  };
  return {
    texts: {
      title: text('title'),
      greeting: text('greeting'),
      offline: text('offline'),
      placeholder: text('placeholder'),
      button: text('button'),
    },
    colors: { primary: color('primary'), text: color('text') },
    openingHours: parseOpeningHours(stored[CHAT_SETTING_KEYS.openingHours]),
    popups: packages.includes('PACKAGE_POPUPS') && (await hasActivePopup(db, accountId)),
  };
}

/** The account the demo shop's widget talks to: Demo Sko AS, else the first account with chat. */
export async function demoAccountId(db: Database): Promise<number | null> {
  return (
    (await findActiveAccountIdByName(db, DEMO_COMPANY_NAME)) ??
    (await findFirstActiveAccountIdWithPackage(db, 'PACKAGE_CHAT'))
  );
}
