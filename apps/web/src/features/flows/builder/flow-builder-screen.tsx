import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FormErrorAlert } from '@/components/form-error-alert';
import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useFlow } from '../api/flow-detail';
import { FlowBuilder } from './flow-builder';

/** The full-screen flow builder: loads the flow, then the builder (this module's chunk holds xyflow and dagre). */
export function FlowBuilderScreen({ accountId, flowId }: { accountId: string; flowId: number }) {
  const { t } = useTranslation(['flows']);
  const flow = useFlow(accountId, flowId);
  useDocumentTitle(flow.data ? `${flow.data.name} – ${t('flows:builder.title')}` : t('flows:builder.title'));

  if (flow.isPending) return <PageLoader label={t('flows:builder.loading')} page={false} />;
  if (flow.isError) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <h1 className="bp-visually-hidden">{t('flows:builder.title')}</h1>
        <Alert severity="error">{t('flows:builder.loadFailed')}</Alert>
        <FormErrorAlert error={flow.error} />
        <Button component={RouterLink} to={paths.flows.href(accountId)}>
          {t('flows:builder.back')}
        </Button>
      </Stack>
    );
  }
  return <FlowBuilder accountId={accountId} flow={flow.data} />;
}
