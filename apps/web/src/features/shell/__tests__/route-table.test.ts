import { ROLE_GROUPS } from '@butikkpanel/contracts';
import { describe, expect, it } from 'vitest';
import { accountPaths, paths } from '@/config/paths';
import { en, nb } from '@/locales';

describe('route table', () => {
  const routes = Object.entries(accountPaths);

  it('names every account screen in nb and en', () => {
    for (const [, route] of routes) {
      expect(nb.shell.nav[route.title]).toBeTruthy();
      expect(en.shell.nav[route.title]).toBeTruthy();
    }
  });

  it('puts every account screen below /:accountId, open to signed-in roles, staff only for the staff area', () => {
    for (const [name, route] of routes) {
      expect(route.path.startsWith('/:accountId/')).toBe(true);
      expect(route.roles).toEqual(name === 'staff' ? ROLE_GROUPS.staff : ROLE_GROUPS.user);
    }
  });

  it('gates areas by the spec package keys', () => {
    const packages = Object.fromEntries(routes.map(([name, route]) => [name, route.packageKey]));
    expect(packages).toMatchObject({
      dashboard: 'PACKAGE_DASHBOARD',
      income: 'PACKAGE_DASHBOARD',
      products: 'PACKAGE_DASHBOARD',
      chat: 'PACKAGE_CHAT',
      searchKeywords: 'PACKAGE_SEARCH',
      searchTemplates: 'PACKAGE_SEARCH',
      recommendations: 'PACKAGE_RECOMMENDATIONS',
      recommendationTemplates: 'PACKAGE_RECOMMENDATIONS',
      emailCampaigns: 'PACKAGE_EMAIL',
      flows: 'PACKAGE_EMAIL',
      flowBuilder: 'PACKAGE_EMAIL',
      popups: 'PACKAGE_POPUPS',
      popupBuilder: 'PACKAGE_POPUPS',
      contentbuilder: 'PACKAGE_CONTENTBUILDER',
      contentPage: 'PACKAGE_CONTENTBUILDER',
      discountCodes: 'PACKAGE_DISCOUNTS',
      apps: 'PACKAGE_APPS',
    });
    for (const name of ['settings', 'accounts', 'gettingStarted', 'staff'] as const) {
      expect(accountPaths[name].packageKey).toBeUndefined();
    }
  });

  it('gates the template builder by its type: e-mail without one, recommendations or search with one', () => {
    const gate = accountPaths.templateBuilder.packageKeyFor;
    expect(gate?.({})).toBe('PACKAGE_EMAIL');
    expect(gate?.({ type: 'email' })).toBe('PACKAGE_EMAIL');
    expect(gate?.({ type: 'rec' })).toBe('PACKAGE_RECOMMENDATIONS');
    expect(gate?.({ type: 'search' })).toBe('PACKAGE_SEARCH');
  });

  it('gives the builders the full-screen layout and nothing else', () => {
    const fullscreen = routes.filter(([, route]) => route.layout === 'fullscreen').map(([name]) => name);
    expect(fullscreen.sort()).toEqual(['contentPage', 'flowBuilder', 'popupBuilder', 'templateBuilder']);
  });

  it('builds hrefs with encoded parts and optional segments', () => {
    expect(paths.dashboard.href(7)).toBe('/7/dashboard');
    expect(paths.searchKeyword.href(7, 3)).toBe('/7/search/keywords/3');
    expect(paths.searchKeyword.href(7, 3, 'røde sko')).toBe('/7/search/keywords/3/r%C3%B8de%20sko');
    expect(paths.contentbuilder.href(7)).toBe('/7/contentbuilder');
    expect(paths.contentPage.href(7, 12)).toBe('/7/contentbuilder/12');
    expect(paths.settings.href(7)).toBe('/7/settings/profile');
    expect(paths.staff.href(7)).toBe('/7/staff/demo');
  });
});
