import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentRoute } from '@/components/layout/use-current-route';
import { useDocumentTitle } from '@/lib/use-document-title';

/** A settings screen: the area's title, the setting type under it, the settings pages, then the screen's content. */
export function SettingsSection({
  subtitle,
  navigation,
  children,
}: {
  subtitle: string;
  /** The settings pages' own navigation, between the title and the page. */
  navigation?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation(['shell']);
  const current = useCurrentRoute();
  const title = current ? t(`shell:nav.${current.info.title}`) : '';
  useDocumentTitle(`${subtitle} – ${title}`);
  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        <Typography variant="subtitle1" component="p" color="text.secondary">
          {subtitle}
        </Typography>
      </div>
      {navigation}
      {children}
    </Stack>
  );
}
