import Stack from '@mui/material/Stack';
import { ApiKeysSettings } from './api-keys-settings';
import { CartSettings } from './cart-settings';
import { IdentitySecretSettings } from './identity-secret-settings';

/**
 * settings/api-keys: the shop's data coming in (the ingest API's keys), how its carts are judged, and the
 * key the shop signs its customers' identities with.
 */
export function ShopDataSettings({ accountId }: { accountId: string }) {
  return (
    <Stack spacing={4}>
      <ApiKeysSettings accountId={accountId} />
      <CartSettings accountId={accountId} />
      <IdentitySecretSettings accountId={accountId} />
    </Stack>
  );
}
