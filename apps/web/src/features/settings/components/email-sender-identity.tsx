import type { SenderIdentityAnswer } from '@butikkpanel/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '@/components/form-error-alert';
import { ApiRequestError } from '@/lib/api-client';
import { useSenderIdentity, useVerifySender } from '../api/email-sender-settings-api';

type Identity = SenderIdentityAnswer['data'];

/**
 * Which address the shop's mail goes from now and why, and how to verify the shop's own: a link mailed to
 * it, or a TXT record on its domain. Until then the platform sends, with the shop's address as Reply-To.
 */
export function EmailSenderIdentity({ accountId, canManage }: { accountId: string; canManage: boolean }) {
  const { t } = useTranslation(['settings']);
  const identity = useSenderIdentity(accountId);
  if (identity.error) return <FormErrorAlert error={identity.error} />;
  if (!identity.data) return null;
  const data = identity.data;
  const verified = data.state === 'verified_address' || data.state === 'verified_domain';
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Stack spacing={2} component="section" aria-labelledby="sender-identity-title">
        <Typography id="sender-identity-title" component="h2" variant="h6">
          {t('settings:senderIdentity.title')}
        </Typography>
        <Alert severity={verified ? 'success' : 'info'}>
          {t(`settings:senderIdentity.state.${data.state}`, {
            from: data.from_email,
            used: data.used_from,
            replyTo: data.used_reply_to,
            domain: data.domain,
          })}
        </Alert>
        {data.state === 'unverified' && canManage && (
          <>
            <VerifyByLink accountId={accountId} identity={data} />
            <VerifyByDomain accountId={accountId} identity={data} />
          </>
        )}
      </Stack>
    </Paper>
  );
}

function VerifyByLink({ accountId, identity }: { accountId: string; identity: Identity }) {
  const { t } = useTranslation(['settings']);
  const verify = useVerifySender(accountId, 'address');
  return (
    <Stack spacing={1} component="section" aria-labelledby="sender-link-title">
      <Typography id="sender-link-title" component="h3" variant="subtitle1">
        {t('settings:senderIdentity.linkTitle')}
      </Typography>
      {identity.link_pending ? (
        <Typography>{t('settings:senderIdentity.linkPending', { from: identity.from_email })}</Typography>
      ) : (
        <Typography color="text.secondary">
          {t('settings:senderIdentity.linkHelp', { from: identity.from_email })}
        </Typography>
      )}
      <FormErrorAlert error={verify.error} />
      <Box>
        <Button variant="outlined" onClick={() => verify.mutate()} disabled={verify.isPending}>
          {identity.link_pending
            ? t('settings:senderIdentity.linkAgain')
            : t('settings:senderIdentity.linkSend')}
        </Button>
      </Box>
    </Stack>
  );
}

function VerifyByDomain({ accountId, identity }: { accountId: string; identity: Identity }) {
  const { t } = useTranslation(['settings']);
  const check = useVerifySender(accountId, 'domain');
  const fieldError = check.error instanceof ApiRequestError ? (check.error.fields.domain ?? null) : null;
  return (
    <Stack spacing={1} component="section" aria-labelledby="sender-domain-title">
      <Typography id="sender-domain-title" component="h3" variant="subtitle1">
        {t('settings:senderIdentity.domainTitle', { domain: identity.domain })}
      </Typography>
      <Typography color="text.secondary">
        {t('settings:senderIdentity.domainHelp', { domain: identity.domain })}
      </Typography>
      <Box
        component="dl"
        sx={{ m: 0, '& dd': { m: 0, mb: 1, fontFamily: 'monospace', overflowWrap: 'anywhere' } }}
      >
        <Typography component="dt" variant="body2" color="text.secondary">
          {t('settings:senderIdentity.txtName')}
        </Typography>
        <dd>{identity.txt_name}</dd>
        <Typography component="dt" variant="body2" color="text.secondary">
          {t('settings:senderIdentity.txtValue')}
        </Typography>
        <dd>{identity.txt_value}</dd>
      </Box>
      {fieldError ? <Alert severity="warning">{fieldError}</Alert> : <FormErrorAlert error={check.error} />}
      <Box>
        <Button variant="outlined" onClick={() => check.mutate()} disabled={check.isPending}>
          {t('settings:senderIdentity.domainCheck')}
        </Button>
      </Box>
    </Stack>
  );
}
