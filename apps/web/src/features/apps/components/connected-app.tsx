import type { AppDetail } from '@butikkpanel/contracts';
import { useState } from 'react';
import { ConnectForm } from './connect-form';
import { ConnectionPanel } from './connection-panel';
import { DeliveryTable } from './delivery-table';
import { HealthPanel } from './health-panel';
import { NewsletterSettingsForm } from './newsletter-settings-form';
import { ReviewExport } from './review-export';
import { ReviewSettingsForm } from './review-settings-form';

/** A connected app's page: health, the connection (or a new key's form), settings, export and deliveries. */
export function ConnectedApp({ accountId, app }: { accountId: string; app: AppDetail }) {
  const [replacingKey, setReplacingKey] = useState(false);
  return (
    <>
      {app.health && <HealthPanel health={app.health} />}
      {replacingKey ? (
        <ConnectForm
          accountId={accountId}
          service={app.service}
          detail={app}
          onCancel={() => setReplacingKey(false)}
        />
      ) : (
        <ConnectionPanel app={app} onReplaceKey={() => setReplacingKey(true)} />
      )}
      {app.kind === 'newsletter' ? (
        <NewsletterSettingsForm key={app.connected_at} accountId={accountId} app={app} />
      ) : (
        <ReviewSettingsForm key={app.connected_at} accountId={accountId} app={app} />
      )}
      {app.kind === 'review' && <ReviewExport accountId={accountId} service={app.service} />}
      <DeliveryTable deliveries={app.deliveries} />
    </>
  );
}
