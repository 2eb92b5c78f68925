import type { AppDetail } from '@butikkpanel/contracts';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { FactsSection } from '@/components/facts-section';
import { formatDateTime } from '@/lib/format';
import { connectionFieldsOf } from './connection-fields';

/** The connection as it is: the key only as its hint, the service's account, its shown fields; "Bytt nøkkel". */
export function ConnectionPanel({ app, onReplaceKey }: { app: AppDetail; onReplaceKey: () => void }) {
  const { t, i18n } = useTranslation(['apps']);
  const none = t('apps:connection.none');
  const shown = connectionFieldsOf(app.service)
    .filter((field) => !field.secret)
    .map(({ name }) => [t(`apps:fields.${name}`), app.fields[name] || none] as const);
  return (
    <FactsSection
      id="app-connection"
      title={t('apps:connection.title')}
      facts={[
        [
          t('apps:connection.key'),
          <span key="hint" style={{ fontFamily: 'monospace' }}>
            {app.key_hint ?? none}
          </span>,
        ],
        [t('apps:connection.account'), app.account_name ?? none],
        ...shown,
        [
          t('apps:connection.connectedAt'),
          app.connected_at === null ? none : formatDateTime(app.connected_at, i18n.resolvedLanguage),
        ],
      ]}
    >
      {app.can_manage && (
        <Button variant="outlined" sx={{ mt: 2 }} onClick={onReplaceKey}>
          {t('apps:connect.replace')}
        </Button>
      )}
    </FactsSection>
  );
}
