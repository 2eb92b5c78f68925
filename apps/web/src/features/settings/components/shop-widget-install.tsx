import type { ShopPlatform, ShopPlatformChoice } from '@butikkpanel/contracts';
import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import { useTranslation } from 'react-i18next';
import { WidgetInstall, widgetScriptTag } from '@/components/widget-editor';
import { formatDateTime } from '@/lib/format';

/**
 * The widget in the shop, per platform: the one tag and exactly where it goes, and whether the widget has
 * reported page views from the shop's site yet (the page asks again every few seconds).
 */
export function ShopWidgetInstall({
  accountId,
  platform,
  origins,
}: {
  accountId: string;
  platform: ShopPlatformChoice;
  origins: ShopPlatform['widget_origins'];
}) {
  const { t, i18n } = useTranslation(['settings']);
  const tag = widgetScriptTag(window.location.origin, accountId);
  return (
    <>
      <WidgetInstall
        title={t('settings:shopPlatform.widget.title')}
        steps={[
          {
            text: t(`settings:shopPlatform.widget.where.${platform}`),
            what: t('settings:shopPlatform.widget.what'),
            code: tag,
          },
        ]}
        after={t('settings:shopPlatform.widget.after')}
      />
      <div aria-live="polite">
        {origins.length === 0 ? (
          <Alert severity="info">{t('settings:shopPlatform.widget.notSeen')}</Alert>
        ) : (
          <Alert severity="success">
            {t('settings:shopPlatform.widget.seen')}
            <List dense disablePadding>
              {origins.map((seen) => (
                <ListItem key={seen.origin} disableGutters sx={{ overflowWrap: 'anywhere' }}>
                  {t('settings:shopPlatform.widget.seenAt', {
                    origin: seen.origin,
                    when: formatDateTime(seen.last_seen_at, i18n.resolvedLanguage ?? 'nb'),
                  })}
                </ListItem>
              ))}
            </List>
          </Alert>
        )}
      </div>
    </>
  );
}
