import { deriveKey, seal, unseal } from '../../lib/secrets';

/** The secrets of one connection, sealed together: only this server (its JWT_SECRET) can open them. */
export interface SealedSecrets {
  api_key: string;
  api_secret?: string;
}

export function credentialSealer(serverSecret: Uint8Array) {
  const key = deriveKey(serverSecret, 'butikkpanel apps credentials v1');
  return {
    seal: (secrets: SealedSecrets) => seal(key, JSON.stringify(secrets)),
    open: (sealed: string) => JSON.parse(unseal(key, sealed)) as SealedSecrets,
  };
}
export type CredentialSealer = ReturnType<typeof credentialSealer>;

/** What the page may show of a key: its last four characters, none of a short key. */
export function keyHint(apiKey: string): string {
  return apiKey.length >= 12 ? `••••${apiKey.slice(-4)}` : '••••';
}
