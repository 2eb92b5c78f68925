import { APP_CONNECTION_FIELDS, type AppCredentials, type AppService } from '@butikkpanel/contracts';

export type CredentialName = keyof AppCredentials;

const CREDENTIAL_NAMES: readonly CredentialName[] = [
  'api_key',
  'api_secret',
  'business_unit_id',
  'store_id',
  'shop_domain',
];
const isCredentialName = (name: string): name is CredentialName =>
  (CREDENTIAL_NAMES as readonly string[]).includes(name);

/** The service's connection fields, in the contract's order, with names the form can type. */
export const connectionFieldsOf = (service: AppService): { name: CredentialName; secret: boolean }[] =>
  APP_CONNECTION_FIELDS[service].flatMap(({ name, secret }) =>
    isCredentialName(name) ? [{ name, secret }] : [],
  );

/** What the form holds for the credentials: every field as text (the unused ones stay empty). */
export type CredentialValues = Record<CredentialName, string>;

export const emptyCredentials = (fields: Record<string, string> = {}): CredentialValues => ({
  api_key: '',
  api_secret: '',
  business_unit_id: fields.business_unit_id ?? '',
  store_id: fields.store_id ?? '',
  shop_domain: fields.shop_domain ?? '',
});

/** Only the service's own fields go to the server. */
export const credentialsFor = (service: AppService, values: AppCredentials): AppCredentials => {
  const picked: Record<string, string | undefined> = {};
  for (const { name } of connectionFieldsOf(service)) picked[name] = values[name];
  return picked as AppCredentials;
};
