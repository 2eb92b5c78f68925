import type { ShopPlatformChoice } from '@butikkpanel/contracts';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The Shopify events to add by hand in the shop's admin (the privacy topics are set in the app's setup). */
export const SHOPIFY_TOPICS = [
  'orders/create',
  'orders/updated',
  'orders/paid',
  'orders/cancelled',
  'orders/fulfilled',
  'customers/create',
  'customers/update',
  'products/create',
  'products/update',
  'products/delete',
  'checkouts/create',
  'checkouts/update',
] as const;

/** WooCommerce's topics as its admin names them: one webhook each. */
const WOO_TOPICS = [
  'orderCreated',
  'orderUpdated',
  'orderDeleted',
  'customerCreated',
  'customerUpdated',
  'customerDeleted',
  'productCreated',
  'productUpdated',
  'productDeleted',
] as const;

const listSx = { m: 0, pl: 3, '& > li': { mb: 1 } } as const;

/** A plain bulleted list inside a step. */
function SubList({ children }: { children: ReactNode }) {
  return (
    <Box component="ul" sx={{ mt: 1, mb: 0, pl: 3, columnGap: 4, columns: { sm: 2 } }}>
      {children}
    </Box>
  );
}

/** Where to paste the webhook URL and the secret, step by step, in the connected platform's own admin. */
export function ShopPlatformSteps({ platform }: { platform: ShopPlatformChoice }) {
  const { t } = useTranslation(['settings']);
  const steps: ReactNode[] =
    platform === 'shopify'
      ? [
          t('settings:shopPlatform.steps.shopify.open'),
          t('settings:shopPlatform.steps.shopify.key'),
          <>
            {t('settings:shopPlatform.steps.shopify.create')}
            <SubList>
              {SHOPIFY_TOPICS.map((topic) => (
                <li key={topic}>
                  <code>{topic}</code>
                </li>
              ))}
            </SubList>
          </>,
          t('settings:shopPlatform.steps.shopify.privacy'),
          t('settings:shopPlatform.steps.shopify.done'),
        ]
      : platform === 'woocommerce'
        ? [
            t('settings:shopPlatform.steps.woocommerce.open'),
            t('settings:shopPlatform.steps.woocommerce.fill'),
            <>
              {t('settings:shopPlatform.steps.woocommerce.topics')}
              <SubList>
                {WOO_TOPICS.map((topic) => (
                  <li key={topic}>{t(`settings:shopPlatform.steps.wooTopics.${topic}`)}</li>
                ))}
              </SubList>
            </>,
            t('settings:shopPlatform.steps.woocommerce.done'),
          ]
        : [t('settings:shopPlatform.steps.other.feed'), t('settings:shopPlatform.steps.other.fetch')];
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="shop-platform-steps-title"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id="shop-platform-steps-title" component="h2" variant="h6" gutterBottom>
        {platform === 'other'
          ? t('settings:shopPlatform.steps.titleFeed')
          : t('settings:shopPlatform.steps.title', {
              platform: t(`settings:shopPlatform.platforms.${platform}`),
            })}
      </Typography>
      <Box component="ol" sx={listSx}>
        {steps.map((step, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the platform's steps are fixed; their place is their identity
          <Typography component="li" key={index} sx={{ overflowWrap: 'anywhere' }}>
            {step}
          </Typography>
        ))}
      </Box>
    </Paper>
  );
}
