import { answerParser, isRecord, isString } from '@butikkpanel/contracts/core';
import { apiRequest } from '@/lib/api-client';

/** Whose sign-in link a token is (the token stays unused). Plain checks: the login page loads no zod. */
export interface TokenOwner {
  email: string;
  firstname: string;
  lastname: string;
}

const tokenOwnerParser = answerParser(
  (value): value is TokenOwner =>
    isRecord(value) && isString(value.email) && isString(value.firstname) && isString(value.lastname),
);

export function getTokenOwner(token: string): Promise<TokenOwner> {
  return apiRequest('/auth/login/token/owner', { method: 'POST', body: { token }, schema: tokenOwnerParser });
}
