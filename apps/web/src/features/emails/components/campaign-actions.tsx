import type { Campaign } from '@butikkpanel/contracts';
import Button from '@mui/material/Button';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { paths } from '@/config/paths';
import { failureText } from '@/lib/failure-text';
import { type CampaignAction, useCampaignAction, useDeleteCampaign } from '../api/campaigns';

/** What the campaign's state allows, beside its title: pause, resume, back to draft, cancel, delete. */
export function CampaignActions({ accountId, campaign }: { accountId: string; campaign: Campaign }) {
  const { t } = useTranslation(['emails']);
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const action = useCampaignAction(accountId, campaign.id);
  const remove = useDeleteCampaign(accountId, campaign.id);
  const [asking, setAsking] = useState<'cancel' | 'delete' | null>(null);

  const run = async (name: CampaignAction) => {
    try {
      await action.mutateAsync(name);
      enqueueSnackbar(t(`emails:campaigns.done.${name}`), { variant: 'success' });
      setAsking(null);
    } catch (error) {
      if (asking === null)
        enqueueSnackbar(failureText(error), {
          variant: 'error',
        });
    }
  };
  const button = (name: CampaignAction, variant: 'text' | 'outlined' | 'contained' = 'outlined') => (
    <Button key={name} variant={variant} disabled={action.isPending} onClick={() => run(name)}>
      {t(`emails:campaigns.actions.${name}`)}
    </Button>
  );
  const cancelButton = (
    <Button
      key="cancel"
      color="error"
      onClick={() => {
        action.reset();
        setAsking('cancel');
      }}
    >
      {t('emails:campaigns.actions.cancel')}
    </Button>
  );

  const buttons = {
    draft: [
      <Button
        key="delete"
        color="error"
        onClick={() => {
          remove.reset();
          setAsking('delete');
        }}
      >
        {t('emails:delete')}
      </Button>,
    ],
    scheduled: [button('unschedule'), cancelButton],
    sending: [button('pause')],
    paused: [button('resume', 'contained'), cancelButton],
    sent: [],
    cancelled: [],
  }[campaign.status];

  return (
    <>
      {buttons}
      <ConfirmDialog
        open={asking === 'cancel'}
        title={t('emails:campaigns.cancelTitle')}
        text={t('emails:campaigns.cancelText')}
        confirmLabel={t('emails:campaigns.actions.cancel')}
        cancelLabel={t('emails:campaigns.keep')}
        pending={action.isPending}
        error={action.error}
        onClose={() => setAsking(null)}
        onConfirm={() => run('cancel')}
      />
      <ConfirmDialog
        open={asking === 'delete'}
        title={t('emails:campaigns.deleteTitle')}
        text={t('emails:campaigns.deleteText', { name: campaign.name })}
        confirmLabel={t('emails:delete')}
        cancelLabel={t('emails:cancel')}
        pending={remove.isPending}
        error={remove.error}
        onClose={() => setAsking(null)}
        onConfirm={async () => {
          try {
            await remove.mutateAsync();
            enqueueSnackbar(t('emails:campaigns.deleted'), { variant: 'success' });
            navigate(paths.emailCampaigns.href(accountId), { replace: true });
          } catch {
            // The dialog shows the server's message.
          }
        }}
      />
    </>
  );
}
