import type { AppService } from '@butikkpanel/contracts';
import { useTranslation } from 'react-i18next';
import type { CredentialName } from './connection-fields';

/** Where in each service the owner finds each field, written out key by key so every text is checked. */
export function useFieldHelp(service: AppService): Partial<Record<CredentialName, string>> {
  const { t } = useTranslation(['apps']);
  switch (service) {
    case 'mailchimp':
      return { api_key: t('apps:help.mailchimp.apiKey') };
    case 'klaviyo':
      return { api_key: t('apps:help.klaviyo.apiKey') };
    case 'rule':
      return { api_key: t('apps:help.rule.apiKey') };
    case 'trustpilot':
      return {
        api_key: t('apps:help.trustpilot.apiKey'),
        api_secret: t('apps:help.trustpilot.apiSecret'),
        business_unit_id: t('apps:help.trustpilot.businessUnitId'),
      };
    case 'reviews-io':
      return { api_key: t('apps:help.reviews-io.apiKey'), store_id: t('apps:help.reviews-io.storeId') };
    case 'judge-me':
      return { api_key: t('apps:help.judge-me.apiKey'), shop_domain: t('apps:help.judge-me.shopDomain') };
  }
}
