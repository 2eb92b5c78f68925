import type { AppService } from '@butikkpanel/contracts';
import type { Config } from '../../config';
import type { CredentialSealer } from './credentials';
import type { ConnectionRow } from './repository';
import { adapterOf, type ServiceConnection } from './services';

/** Where a connection's service answers: the demo's local server, the configured one, or the real API. */
export function serviceBaseUrl(
  config: Config['apps'],
  service: AppService,
  apiKey: string,
  override: string | null,
): string {
  return (override ?? config.urls[service] ?? adapterOf(service).defaultBaseUrl(apiKey)).replace(/\/$/, '');
}

/** The account's connection as its adapter takes it: base URL, unsealed key and the service's own ids. */
export function serviceConnection(
  config: Config['apps'],
  sealer: CredentialSealer,
  row: ConnectionRow,
): ServiceConnection {
  const secrets = sealer.open(row.sealedCredentials);
  const service = row.service as AppService;
  return {
    baseUrl: serviceBaseUrl(config, service, secrets.api_key, row.baseUrl),
    apiKey: secrets.api_key,
    ...(secrets.api_secret ? { apiSecret: secrets.api_secret } : {}),
    ...accountRefOf(row.fields),
    timeoutMs: config.timeoutMs,
  };
}

/** The one non-secret id a service needs besides the key (business unit, store, shop domain). */
export function accountRefOf(fields: Record<string, string>): { accountRef?: string } {
  const ref = fields.business_unit_id ?? fields.store_id ?? fields.shop_domain;
  return ref ? { accountRef: ref } : {};
}
