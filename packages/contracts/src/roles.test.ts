import { describe, expect, it } from 'vitest';
import {
  ERROR_MESSAGES_EN,
  ERROR_MESSAGES_NB,
  type ErrorCode,
  errorMessage,
  fieldMessage,
  languageFromHeader,
} from './errors/messages';
import { hasPermission, isAdmin, isManager, isPlatformStaff, ROLE_GROUPS } from './roles';
import { isFlagOn } from './settings';

const sorted = (values: readonly string[]) => [...values].sort();

describe('hasPermission', () => {
  it('passes when no requirement is set', () => {
    for (const roles of [['user'], ['admin'], [], null, undefined]) {
      expect(hasPermission(null, roles)).toBe(true);
      expect(hasPermission(undefined, roles)).toBe(true);
    }
  });

  it('passes an empty requirement only for a user without roles', () => {
    expect(hasPermission([], [])).toBe(true);
    expect(hasPermission([], null)).toBe(true);
    expect(hasPermission([], undefined)).toBe(true);
    expect(hasPermission([], ['user'])).toBe(false);
    expect(hasPermission([], ['admin'])).toBe(false);
  });

  it('passes when any of the roles matches', () => {
    expect(hasPermission(['admin', 'staff'], ['staff'])).toBe(true);
    expect(hasPermission(['admin', 'staff'], ['user', 'staff'])).toBe(true);
    expect(hasPermission(['user'], ['user'])).toBe(true);
  });

  it('fails when none of the roles matches', () => {
    expect(hasPermission(['admin'], ['user'])).toBe(false);
    expect(hasPermission(['admin', 'partner'], ['user', 'staff'])).toBe(false);
    expect(hasPermission(['admin'], [])).toBe(false);
    expect(hasPermission(['admin'], null)).toBe(false);
    expect(hasPermission(['user'], ['guest'])).toBe(false);
  });

  it('applies the role groups as route requirements', () => {
    expect(hasPermission(ROLE_GROUPS.user, ['user'])).toBe(true);
    expect(hasPermission(ROLE_GROUPS.staff, ['user'])).toBe(false);
    expect(hasPermission(ROLE_GROUPS.staff, ['partner'])).toBe(true);
    expect(hasPermission(ROLE_GROUPS.admin, ['staff'])).toBe(false);
    // Guest pages (login, forgot password) are for signed-out visitors only.
    expect(hasPermission(ROLE_GROUPS.guest, [])).toBe(true);
    expect(hasPermission(ROLE_GROUPS.guest, ['user'])).toBe(false);
  });
});

describe('ROLE_GROUPS', () => {
  it('holds the groups of spec section 6', () => {
    expect(sorted(Object.keys(ROLE_GROUPS))).toEqual(['admin', 'guest', 'staff', 'user']);
    expect(sorted(ROLE_GROUPS.admin)).toEqual(['admin']);
    expect(sorted(ROLE_GROUPS.staff)).toEqual(['admin', 'partner', 'staff']);
    expect(sorted(ROLE_GROUPS.user)).toEqual(['admin', 'partner', 'staff', 'user']);
    expect(ROLE_GROUPS.guest).toEqual([]);
  });
});

describe('isManager', () => {
  it('means admin or partner', () => {
    expect(isManager(['admin'])).toBe(true);
    expect(isManager(['partner'])).toBe(true);
    expect(isManager(['user', 'partner'])).toBe(true);
    expect(isManager(['staff'])).toBe(false);
    expect(isManager(['user'])).toBe(false);
    expect(isManager([])).toBe(false);
    expect(isManager(null)).toBe(false);
    expect(isManager(undefined)).toBe(false);
  });
});

describe('isAdmin', () => {
  it('is any role list containing admin', () => {
    expect(isAdmin(['admin'])).toBe(true);
    expect(isAdmin(['user', 'staff', 'admin'])).toBe(true);
    expect(isAdmin(['partner'])).toBe(false);
    expect(isAdmin(['staff'])).toBe(false);
    expect(isAdmin([])).toBe(false);
    expect(isAdmin(null)).toBe(false);
    expect(isAdmin(undefined)).toBe(false);
  });
});

describe('isPlatformStaff', () => {
  it('covers admin, staff and partner, not merchants or guests', () => {
    expect(isPlatformStaff(['admin'])).toBe(true);
    expect(isPlatformStaff(['staff'])).toBe(true);
    expect(isPlatformStaff(['partner'])).toBe(true);
    expect(isPlatformStaff(['user', 'staff'])).toBe(true);
    expect(isPlatformStaff(['user'])).toBe(false);
    expect(isPlatformStaff([])).toBe(false);
    expect(isPlatformStaff(null)).toBe(false);
    expect(isPlatformStaff(undefined)).toBe(false);
  });
});

describe('isFlagOn', () => {
  it.each([[1], ['1'], ['true']])('is on for %j', (value) => {
    expect(isFlagOn(value)).toBe(true);
  });

  it.each([[0], ['0'], ['false'], [null], [undefined], ['yes'], [''], [2], ['on']])(
    'is off for %j',
    (value) => {
      expect(isFlagOn(value)).toBe(false);
    },
  );
});

describe('languageFromHeader', () => {
  it.each([['en'], ['EN'], ['en-GB'], [' en-US ']])('reads %j as English', (header) => {
    expect(languageFromHeader(header)).toBe('en');
  });

  it.each([['nb'], ['no'], ['nn'], ['nb-NO'], ['de'], [''], [null], [undefined]])(
    'reads %j as Norwegian',
    (header) => {
      expect(languageFromHeader(header)).toBe('nb');
    },
  );
});

describe('errorMessage', () => {
  it('answers the catalogue texts of spec section 8, Norwegian by default', () => {
    expect(errorMessage('generic')).toBe('En feil har oppstått. Prøv på nytt eller kontakt kundeservice.');
    expect(errorMessage('unauthorized')).toBe('Du har ikke tilgang');
    expect(errorMessage('unauthorized', 'en')).toBe('You do not have access');
  });

  it('fills in the parameters in either language', () => {
    expect(errorMessage('package_required', 'nb', { name: 'Chat' })).toBe('Du trenger pakken Chat.');
    expect(errorMessage('package_required', 'en', { name: 'Chat' })).toBe('You need the Chat package.');
    expect(errorMessage('too_many_login_attempts', 'nb', { minutes: 15 })).toBe(
      'For mange mislykkede innlogginger. Vent 15 minutter og prøv igjen.',
    );
  });

  it('leaves a placeholder whose parameter is missing as it is', () => {
    expect(errorMessage('package_required')).toBe('Du trenger pakken {name}.');
    expect(errorMessage('package_required', 'nb', { other: 'x' })).toBe('Du trenger pakken {name}.');
  });

  it('has the same placeholders in Norwegian and English for every code', () => {
    const placeholders = (text: string) => sorted(text.match(/\{\w+\}/g) ?? []);
    for (const code of Object.keys(ERROR_MESSAGES_NB) as ErrorCode[]) {
      expect(ERROR_MESSAGES_NB[code].length, code).toBeGreaterThan(0);
      expect(placeholders(ERROR_MESSAGES_EN[code]), code).toEqual(placeholders(ERROR_MESSAGES_NB[code]));
    }
  });

  it('translates field message keys and falls back to invalid value for unknown keys', () => {
    expect(fieldMessage('invalid_email')).toBe('Ugyldig e-postadresse.');
    expect(fieldMessage('invalid_email', 'en')).toBe('Invalid e-mail address.');
    expect(fieldMessage('Invalid input: expected string')).toBe('Ugyldig verdi.');
  });
});
