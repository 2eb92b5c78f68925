import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../errors/shape';
import { loginBodySchema } from './schemas';
import { checkLoginForm, sessionAnswerSchema } from './session';

const user = {
  id: '1',
  email: 'eier@demo.no',
  image: null,
  firstname: 'Eva',
  lastname: 'Eier',
  role: ['user'],
};

describe('checkLoginForm', () => {
  it('requires both fields, more than 3 characters and an e-mail address', () => {
    expect(checkLoginForm({})).toEqual({
      success: false,
      errors: { email: 'field_empty', password: 'password_empty' },
    });
    expect(checkLoginForm({ email: '  ', password: '' })).toMatchObject({
      errors: { email: 'field_empty', password: 'password_empty' },
    });
    expect(checkLoginForm({ email: 'a@b', password: 'abc' })).toMatchObject({
      errors: { email: 'too_short', password: 'too_short' },
    });
    expect(checkLoginForm({ email: 'a@bcd', password: 'abcd' })).toEqual({
      success: false,
      errors: { email: 'invalid_email' },
    });
    expect(checkLoginForm({ email: 42, password: 'x'.repeat(201) })).toMatchObject({
      errors: { email: 'invalid_value', password: 'too_long' },
    });
  });

  it('trims and lower-cases the e-mail and keeps the password as typed', () => {
    expect(checkLoginForm({ email: ' Eier@Demo.NO ', password: ' Demo1234! ' })).toEqual({
      success: true,
      data: { email: 'eier@demo.no', password: ' Demo1234! ' },
    });
  });

  it('is what the server applies, with the token, reporting every field at once', () => {
    const empty = loginBodySchema.safeParse({});
    expect(empty.error?.issues.map((issue) => issue.message)).toEqual([
      'field_empty',
      'password_empty',
      'field_empty',
    ]);
    const refused = loginBodySchema.safeParse({ email: 'x', password: '', token: '' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['email', 'too_short'],
      ['password', 'password_empty'],
      ['token', 'field_empty'],
    ]);
    expect(loginBodySchema.parse({ email: 'Eier@demo.no', password: 'Demo1234!', token: 't' })).toEqual({
      email: 'eier@demo.no',
      password: 'Demo1234!',
      token: 't',
    });
  });
});

describe('answer checks without zod', () => {
  it('accepts a session answer and fills missing user data parts', () => {
    const answer = sessionAnswerSchema.parse({
      account_id: 7,
      access_token: 'jwt',
      user: { ...user, data: { shortcuts: ['chat'] } },
    });
    expect(answer.user.data).toEqual({ settings: {}, shortcuts: ['chat'] });
  });

  it('refuses answers of another shape', () => {
    const good = { account_id: null, access_token: 'jwt', user: { ...user, data: {} } };
    expect(() => sessionAnswerSchema.parse(good)).not.toThrow();
    expect(() => sessionAnswerSchema.parse({ ...good, account_id: '7' })).toThrow();
    expect(() =>
      sessionAnswerSchema.parse({ ...good, user: { ...user, role: ['owner'], data: {} } }),
    ).toThrow();
    expect(() => sessionAnswerSchema.parse({ ...good, user: { ...user } })).toThrow();
    expect(() => sessionAnswerSchema.parse(null)).toThrow();
  });

  it('reads the one error shape', () => {
    const error = { error: { code: 'validation_failed', message: 'Feil', fields: { email: 'Ugyldig' } } };
    expect(apiErrorSchema.parse(error)).toEqual(error);
    expect(() =>
      apiErrorSchema.parse({ error: { code: 'x', message: 'y', fields: { email: 1 } } }),
    ).toThrow();
    expect(() => apiErrorSchema.parse({ message: 'y' })).toThrow();
  });
});
