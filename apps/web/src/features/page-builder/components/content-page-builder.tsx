import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useNotify } from '@/components/builder/use-notify';
import { FormErrorAlert } from '@/components/form-error-alert';
import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { failureText } from '@/lib/failure-text';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useContentDraft, usePublishContent, useSaveContentDraft } from '../api/designs';
import { PageBuilder } from './page-builder';
import { publishMessage } from './publish-message';

/** `/contentbuilder/{id}`: a content page's or block's draft, saved, and published as the next version. */
export function ContentPageBuilder({ accountId, pageId }: { accountId: string; pageId: number }) {
  const { t } = useTranslation(['page-builder']);
  const notify = useNotify();
  const page = useContentDraft(accountId, pageId);
  const save = useSaveContentDraft(accountId, pageId);
  const publish = usePublishContent(accountId, pageId);
  const title = t('page-builder:contentTitle');
  useDocumentTitle(page.data ? `${page.data.name} – ${title}` : title);

  if (page.isPending) return <PageLoader label={t('page-builder:loading')} page={false} />;
  if (page.isError) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        {/* The screen's h1, as in the builder's own top bar. */}
        <h1 className="bp-visually-hidden">{title}</h1>
        <Alert severity="error">{t('page-builder:loadFailed')}</Alert>
        <FormErrorAlert error={page.error} />
        <Button component={RouterLink} to={paths.contentbuilder.href(accountId)}>
          {t('page-builder:backToContent')}
        </Button>
      </Stack>
    );
  }
  const data = page.data;
  const html = { html: data.html, css: data.css, project: data.project };
  return (
    <PageBuilder
      key={`${accountId}/${pageId}`}
      accountId={accountId}
      kind="content"
      title={title}
      name={data.name}
      backHref={paths.contentbuilder.href(accountId)}
      backLabel={t('page-builder:backToContent')}
      design={html}
      maxWidth={null}
      onSave={(design) => save.mutateAsync(design)}
      afterStatus={({ save: saveFirst, dirty }) => (
        <Button
          variant="outlined"
          disabled={publish.isPending}
          onClick={async () => {
            // What is published is the saved draft: unsaved changes are saved first.
            if (dirty && !(await saveFirst())) return;
            try {
              const published = await publish.mutateAsync();
              notify(publishMessage(t, published));
            } catch (failure) {
              notify(failureText(failure), 'error');
            }
          }}
        >
          {publish.isPending ? t('page-builder:toolbar.publishing') : t('page-builder:toolbar.publish')}
        </Button>
      )}
    />
  );
}
