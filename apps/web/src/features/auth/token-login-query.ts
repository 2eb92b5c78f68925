const ACCOUNT_ID = /^[1-9]\d*$/;

export interface TokenLoginQuery {
  token: string;
  accountId: string | null;
}

/** `/login?token=…&account_id=…`: the token sign-in of spec section 2; null without a token. */
export function readTokenLoginQuery(search: string): TokenLoginQuery | null {
  const params = new URLSearchParams(search);
  const token = params.get('token')?.trim() ?? '';
  if (token === '') return null;
  const accountId = params.get('account_id')?.trim() ?? '';
  return { token, accountId: ACCOUNT_ID.test(accountId) ? accountId : null };
}
