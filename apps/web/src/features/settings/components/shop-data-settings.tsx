import Stack from '@mui/material/Stack';
import { ApiKeysSettings } from './api-keys-settings';
import { CartSettings } from './cart-settings';

/** settings/api-keys: the shop's data coming in (the ingest API's keys) and how its carts are judged. */
export function ShopDataSettings({ accountId }: { accountId: string }) {
  return (
    <Stack spacing={4}>
      <ApiKeysSettings accountId={accountId} />
      <CartSettings accountId={accountId} />
    </Stack>
  );
}
