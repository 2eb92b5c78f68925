import { ROLE_GROUPS, type Role } from '@butikkpanel/contracts/core';
import type nbShell from '@/locales/nb/shell.json';
import {
  type AccountPathName,
  accountPaths,
  HELP_URL,
  paths,
  type RouteTitle,
  SETTING_TYPES,
  type SettingType,
} from './paths';

/** The navigation item kinds of spec section 2. */
export type NavigationKind = 'item' | 'collapse' | 'group' | 'link' | 'divider';
export type NavigationIcon =
  | 'dashboard'
  | 'income'
  | 'chat'
  | 'products'
  | 'popups'
  | 'flows'
  | 'email'
  | 'search'
  | 'recommendations'
  | 'contentbuilder'
  | 'discounts'
  | 'apps'
  | 'settings'
  | 'staff'
  | 'accounts'
  | 'help'
  | 'legacy'
  | 'logout';

type GroupTitle = keyof typeof nbShell.groups;

/** What an entry does: open an account route, a route outside the account, a URL in a new tab, or an action. */
export type NavigationTarget =
  | { kind: 'account'; route: AccountPathName; param?: string }
  | { kind: 'app'; href: string }
  | { kind: 'external'; url: string }
  | { kind: 'legacy-app' };

export interface NavigationEntry {
  /** Stable id; shortcuts store these (spec section 3). */
  id: string;
  type: NavigationKind;
  title?: RouteTitle;
  groupTitle?: GroupTitle;
  icon?: NavigationIcon;
  target?: NavigationTarget;
  /** Roles that see the entry; absent means everyone signed in. */
  auth?: readonly Role[];
  badge?: 'legacyBadge';
  /** A live count shown on the entry (the chat's unread messages). */
  counter?: 'chatUnread';
  /** Highlighted only on its own path, not on paths below it. */
  exact?: boolean;
  children?: NavigationEntry[];
  /**
   * Pages inside the entry's screen (the settings tabs): the navigation search and shortcuts find them,
   * the navbar lists only the entry itself.
   */
  sections?: NavigationEntry[];
  /** A settings page's own title, shown after the settings title ('Innstillinger › Firma'). */
  settingType?: SettingType;
}

const route = (id: AccountPathName, icon?: NavigationIcon): NavigationEntry => ({
  id,
  type: 'item',
  title: accountPaths[id].title,
  icon,
  target: { kind: 'account', route: id },
  // Entries follow their route's roles, so a screen and its menu entry cannot disagree.
  auth: accountPaths[id].roles === ROLE_GROUPS.user ? undefined : accountPaths[id].roles,
});

const collapse = (id: string, title: RouteTitle, icon: NavigationIcon, children: NavigationEntry[]) => ({
  id,
  type: 'collapse' as const,
  title,
  icon,
  children,
});

/** /settings as one entry, with every settings page as a section of it. */
const settings = (): NavigationEntry => ({
  ...route('settings', 'settings'),
  sections: SETTING_TYPES.map((type) => ({
    id: `settings-${type}`,
    type: 'item',
    title: 'settings',
    settingType: type,
    icon: 'settings',
    target: { kind: 'account', route: 'settings', param: type },
  })),
});

const group = (id: GroupTitle, children: NavigationEntry[]): NavigationEntry => ({
  id: `group-${id}`,
  type: 'group',
  groupTitle: id,
  children,
});

/** The left navigation of spec section 2, built from the route table. */
export const navigation: NavigationEntry[] = [
  group('shop', [
    route('dashboard', 'dashboard'),
    route('income', 'income'),
    route('products', 'products'),
    { ...route('chat', 'chat'), counter: 'chatUnread' },
  ]),
  group('marketing', [
    route('popups', 'popups'),
    route('flows', 'flows'),
    collapse('emails', 'emails', 'email', [
      route('emailCampaigns'),
      route('emailTemplates'),
      route('emailSubscribers'),
      route('emailSegments'),
    ]),
    collapse('recommendations-menu', 'recommendationsMenu', 'recommendations', [
      route('recommendations'),
      route('recommendationTemplates'),
    ]),
    { ...route('contentbuilder', 'contentbuilder'), exact: true },
    collapse('discounts', 'discounts', 'discounts', [route('discountCodes'), route('discountUnknown')]),
  ]),
  group('search', [
    collapse('search', 'search', 'search', [
      route('searchKeywords'),
      route('searchSynonyms'),
      route('searchCustom'),
      route('searchWidgets'),
      route('searchTemplates'),
      route('searchNoResult'),
      // Not in the spec's menu, but the settings screen would otherwise have no way in.
      route('searchSettings'),
    ]),
  ]),
  { id: 'divider-account', type: 'divider' },
  group('account', [
    route('apps', 'apps'),
    settings(),
    // The staff area opens to every staff role, but only admins and partners get the menu entry.
    { ...route('staff', 'staff'), auth: ['admin', 'partner'] },
    route('accounts', 'accounts'),
    {
      id: 'legacy-app',
      type: 'item',
      title: 'legacyApp',
      icon: 'legacy',
      target: { kind: 'legacy-app' },
      badge: 'legacyBadge',
    },
    { id: 'help', type: 'link', title: 'help', icon: 'help', target: { kind: 'external', url: HELP_URL } },
    {
      id: 'logout',
      type: 'item',
      title: 'logout',
      icon: 'logout',
      target: { kind: 'app', href: paths.logout.href() },
    },
  ]),
];
