import type { SessionAnswer } from '@butikkpanel/contracts';
import { expect } from 'vitest';
import { baseUrl, signInByApi } from '../support/app';

/** Demo Sko AS (account 1: the search package and shoes to find) as its owner, eier@demo.no. */
export async function signInDemoOwner(): Promise<SessionAnswer> {
  const owner = await signInByApi('eier@demo.no');
  expect(owner.account_id).toBe(1);
  return owner;
}

/** DELETE /api{path} as the session (204 without a body, which callApi would try to read). */
export async function deleteByApi(path: string, session: SessionAnswer): Promise<number> {
  const response = await fetch(`${baseUrl()}/api${path}`, {
    method: 'DELETE',
    headers: {
      Authorization: `Bearer ${session.access_token}`,
      'authorized-account': String(session.account_id),
    },
  });
  return response.status;
}
