import { LIMITS } from '@butikkpanel/contracts';
import { describe, expect, it } from 'vitest';
import { type NavigationEntry, navigation } from '@/config/navigation';
import { SETTING_TYPES } from '@/config/paths';
import { i18n } from '@/lib/i18n';
import { entryHref } from '../navigation/entry-href';
import { searchNavigation } from '../navigation/search-navigation';
import { shortcutEntries, toggleShortcut } from '../navigation/shortcut-list';
import { navigableEntries, visibleNavigation } from '../navigation/visible-navigation';

const titleOf = (entry: NavigationEntry) => {
  if (entry.settingType) return `Innstillinger › ${i18n.t(`shell:settingsSections.${entry.settingType}`)}`;
  return entry.title ? i18n.t(`shell:nav.${entry.title}`) : '';
};
const wordsOf = (entry: NavigationEntry) =>
  entry.settingType ? i18n.t(`shell:settingsSections.keywords.${entry.settingType}`) : '';
const found = (query: string, roles: string[] = ['user']) =>
  searchNavigation(navigation, query, roles, titleOf, wordsOf).map((suggestion) => suggestion.entry.id);
const ids = (entries: NavigationEntry[]) => navigableEntries(entries).map((entry) => entry.id);

describe('navigation for each role', () => {
  it('hides the staff entry from merchants and staff users, shows it to admins and partners', () => {
    expect(ids(visibleNavigation(navigation, ['user']))).not.toContain('staff');
    expect(ids(visibleNavigation(navigation, ['staff']))).not.toContain('staff');
    expect(ids(visibleNavigation(navigation, ['admin']))).toContain('staff');
    expect(ids(visibleNavigation(navigation, ['partner']))).toContain('staff');
  });

  it('has every entry of spec section 2 for a merchant, logout and help included', () => {
    expect(ids(visibleNavigation(navigation, ['user']))).toEqual(
      expect.arrayContaining([
        'dashboard',
        'income',
        'popups',
        'flows',
        'emailCampaigns',
        'emailTemplates',
        'searchKeywords',
        'searchSynonyms',
        'searchCustom',
        'searchWidgets',
        'searchTemplates',
        'searchNoResult',
        'recommendations',
        'recommendationTemplates',
        'contentbuilder',
        'chat',
        'products',
        'discountCodes',
        'discountUnknown',
        'apps',
        'settings',
        'accounts',
        'logout',
        'help',
        'legacy-app',
      ]),
    );
  });

  it('drops a group whose entries are all hidden, and dividers left at an edge', () => {
    const entries: NavigationEntry[] = [
      { id: 'divider-1', type: 'divider' },
      {
        id: 'group',
        type: 'group',
        groupTitle: 'account',
        children: [{ id: 'x', type: 'item', auth: ['admin'] }],
      },
      { id: 'y', type: 'item' },
      { id: 'divider-2', type: 'divider' },
    ];
    expect(visibleNavigation(entries, ['user']).map((entry) => entry.id)).toEqual(['y']);
  });
});

describe('navigation search', () => {
  it(`suggests at most ${LIMITS.navigationSearchMaxSuggestions} entries`, () => {
    const all = searchNavigation(navigation, '', ['admin'], titleOf);
    expect(navigableEntries(visibleNavigation(navigation, ['admin'])).length).toBeGreaterThan(10);
    expect(all).toHaveLength(LIMITS.navigationSearchMaxSuggestions);
  });

  it('ignores case', () => {
    const upper = searchNavigation(navigation, 'SØKEORD', ['user'], titleOf).map((s) => s.entry.id);
    const lower = searchNavigation(navigation, 'søkeord', ['user'], titleOf).map((s) => s.entry.id);
    expect(upper).toEqual(['searchKeywords']);
    expect(lower).toEqual(upper);
  });

  it('only suggests entries the role may see', () => {
    expect(searchNavigation(navigation, 'staff', ['user'], titleOf)).toEqual([]);
    expect(searchNavigation(navigation, 'staff', ['partner'], titleOf).map((s) => s.entry.id)).toEqual([
      'staff',
    ]);
  });

  it.each([
    ['firma', 'settings-company'],
    ['API', 'settings-api-keys'],
    ['brukere', 'settings-users'],
    ['faktura', 'settings-billing'],
    ['ignorer', 'settings-ignore-lists'],
    ['e-postavsender', 'settings-email-sender'],
    ['personvern', 'settings-privacy'],
  ])('finds the settings page for %s', (query, id) => {
    expect(found(query)).toContain(id);
  });

  it('offers every settings page, each leading to its own address', () => {
    const pages = found('innstillinger ›').filter((id) => id.startsWith('settings-'));
    expect(pages).toEqual(SETTING_TYPES.map((type) => `settings-${type}`));
    const company = searchNavigation(navigation, 'firma', ['user'], titleOf).find(
      (suggestion) => suggestion.entry.id === 'settings-company',
    );
    expect(company && entryHref(company.entry, '7')).toBe('/7/settings/company');
  });

  it('keeps the settings pages out of the navbar itself', () => {
    expect(ids(visibleNavigation(navigation, ['user']))).not.toContain('settings-company');
  });

  it('finds nothing for text no title holds', () => {
    expect(searchNavigation(navigation, 'finnes ikke', ['admin'], titleOf)).toEqual([]);
  });
});

describe('shortcuts', () => {
  it('adds an entry on the first star and removes it on the second', () => {
    expect(toggleShortcut(['dashboard'], 'income')).toEqual(['dashboard', 'income']);
    expect(toggleShortcut(['dashboard', 'income'], 'dashboard')).toEqual(['income']);
  });

  it('shows stored shortcuts that exist and that the role may see, in stored order', () => {
    const stored = ['income', 'gone', 'staff', 'dashboard'];
    expect(shortcutEntries(navigation, stored, ['user']).map((entry) => entry.id)).toEqual([
      'income',
      'dashboard',
    ]);
    expect(shortcutEntries(navigation, stored, ['admin']).map((entry) => entry.id)).toEqual([
      'income',
      'staff',
      'dashboard',
    ]);
  });
});
