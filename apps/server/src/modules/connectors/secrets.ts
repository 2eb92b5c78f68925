import { deriveKey, randomToken, seal, unseal } from '../../lib/secrets';

/** Opened secrets kept in memory at most (one per connection receiving deliveries). */
const OPENED_KEPT = 1000;

/**
 * The webhook secret is sealed (AES-256-GCM, a key derived from the server's secret): every delivery's
 * signature is checked with it, so it must come back, and a copy of the database alone cannot forge one.
 */
export function webhookSecretSealer(serverSecret: Uint8Array) {
  const key = deriveKey(serverSecret, 'butikkpanel shop webhook secret v1');
  // Every delivery opens its connection's secret: the opened ones are kept by their sealed text (a renewed
  // secret is a new text), so a burst does not decrypt the same one a thousand times a second.
  const opened = new Map<string, string>();
  return {
    seal: (secret: string) => seal(key, secret),
    open: (sealed: string) => {
      let secret = opened.get(sealed);
      if (secret === undefined) {
        secret = unseal(key, sealed);
        if (opened.size >= OPENED_KEPT) opened.clear();
        opened.set(sealed, secret);
      }
      return secret;
    },
  };
}
export type WebhookSecretSealer = ReturnType<typeof webhookSecretSealer>;

/** A new signing secret for the owner to paste into WooCommerce: 32 random bytes. */
export const newWebhookSecret = () => randomToken(32);
/** The webhook URL's token: names the connection without the account's id. */
export const newWebhookToken = () => randomToken(24);

export const secretHint = (secret: string) => (secret.length >= 12 ? `••••${secret.slice(-4)}` : '••••');
