import { type BuiltInJobKind, JOB_PAYLOADS } from '@butikkpanel/contracts';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Every kind from the contracts' catalogue has words; listeners and later kinds show their technical name. */
const KIND_KEYS = {
  'mail.deliver': 'staff:jobs.kindNames.mail_deliver',
  'privacy.retention': 'staff:jobs.kindNames.privacy_retention',
  'jobs.purge': 'staff:jobs.kindNames.jobs_purge',
  'carts.check_abandoned': 'staff:jobs.kindNames.carts_check_abandoned',
  'customers.daily_facts': 'staff:jobs.kindNames.customers_daily_facts',
  'discounts.generate_codes': 'staff:jobs.kindNames.discounts_generate_codes',
  'discounts.suggest_codes': 'staff:jobs.kindNames.discounts_suggest_codes',
  'flows.due': 'staff:jobs.kindNames.flows_due',
  'flows.segment_entries': 'staff:jobs.kindNames.flows_segment_entries',
  'audience.confirm_mail': 'staff:jobs.kindNames.audience_confirm_mail',
  'popups.code_mail': 'staff:jobs.kindNames.popups_code_mail',
  'email.campaign_prepare': 'staff:jobs.kindNames.email_campaign_prepare',
  'email.campaign_send': 'staff:jobs.kindNames.email_campaign_send',
  'recommendations.nightly': 'staff:jobs.kindNames.recommendations_nightly',
  'recommendations.model_run': 'staff:jobs.kindNames.recommendations_model_run',
  'apps.deliver': 'staff:jobs.kindNames.apps_deliver',
  'apps.newsletter_scan': 'staff:jobs.kindNames.apps_newsletter_scan',
  'apps.read_back': 'staff:jobs.kindNames.apps_read_back',
  'connectors.process': 'staff:jobs.kindNames.connectors_process',
  'connectors.checkout_abandoned': 'staff:jobs.kindNames.connectors_checkout_abandoned',
  'connectors.feed_schedule': 'staff:jobs.kindNames.connectors_feed_schedule',
  'connectors.feed_run': 'staff:jobs.kindNames.connectors_feed_run',
  'connectors.history_page': 'staff:jobs.kindNames.connectors_history_page',
} as const satisfies Record<BuiltInJobKind, string>;

const isBuiltIn = (kind: string): kind is BuiltInJobKind => Object.hasOwn(JOB_PAYLOADS, kind);

/** A kind in words when the panel knows it, always with its technical name (what the logs say). */
export function JobKindLabel({ kind }: { kind: string }) {
  const { t } = useTranslation(['staff']);
  if (!isBuiltIn(kind)) return <span style={{ overflowWrap: 'anywhere' }}>{kind}</span>;
  return (
    <>
      {t(KIND_KEYS[kind])}
      <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {kind}
      </Typography>
    </>
  );
}
