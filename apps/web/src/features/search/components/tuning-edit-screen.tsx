import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FormErrorAlert } from '@/components/form-error-alert';
import { SearchScreenLayout } from './search-screen-layout';
import { SearchTestBox } from './search-test-box';

/** The link back to the list, above an edit screen's content. */
export interface BackTo {
  href: string;
  label: string;
}

interface TuningEditLayoutProps {
  back: BackTo;
  /** Shown under the title: the word being edited, or "new …". */
  subtitle?: string;
  /** Prefills the test box: the word or phrase the screen is about. */
  testQuery?: string;
  /** Buttons beside the title (delete). */
  actions?: ReactNode;
  children: ReactNode;
}

/** An edit screen of the search tuning: the way back to the list, the content, and the test box beside it. */
export function TuningEditLayout({ back, subtitle, testQuery, actions, children }: TuningEditLayoutProps) {
  return (
    <SearchScreenLayout
      subtitle={subtitle}
      actions={actions}
      aside={<SearchTestBox initialQuery={testQuery} />}
    >
      <Link component={RouterLink} to={back.href} sx={{ display: 'inline-block', mb: 2 }}>
        {back.label}
      </Link>
      {children}
    </SearchScreenLayout>
  );
}

/** An existing item's edit screen: its editor once it has loaded; until then the error (not found) or a spinner. */
export function LoadedItem<Item>({
  query,
  back,
  children,
}: {
  query: UseQueryResult<Item>;
  back: BackTo;
  children: (item: Item) => ReactNode;
}) {
  const { t } = useTranslation(['search']);
  if (query.data) return children(query.data);
  return (
    <TuningEditLayout back={back}>
      <FormErrorAlert error={query.error} />
      {query.isPending && <CircularProgress aria-label={t('search:loading')} />}
    </TuningEditLayout>
  );
}
