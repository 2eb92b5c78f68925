import { isPlatformStaff } from '@butikkpanel/contracts';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useCurrentAccount } from '@/features/account';
import { useSession } from '@/features/auth';
import { OperatorStatusToggle } from '@/features/chat';
import { ChatSettings } from '@/features/settings';

/** Step 4: the widget's texts, then going online with the chat's own switch (stored as the chat stores it). */
export function ChatStep({ accountId }: { accountId: string }) {
  const { t } = useTranslation(['getting-started']);
  const account = useCurrentAccount();
  const session = useSession();
  const staff = session.status === 'signed-in' && isPlatformStaff(session.session.user.role);
  const hasChat = staff || (account.data?.packages.includes('PACKAGE_CHAT') ?? false);
  return (
    <Stack spacing={3}>
      <ChatSettings accountId={accountId} />
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Stack spacing={1} component="section" aria-labelledby="getting-started-online">
          <Typography id="getting-started-online" component="h3" variant="h6">
            {t('getting-started:chat.onlineTitle')}
          </Typography>
          {account.data && !hasChat ? (
            <Alert severity="info">{t('getting-started:chat.noChatPackage')}</Alert>
          ) : (
            <>
              <Typography color="text.secondary">{t('getting-started:chat.onlineIntro')}</Typography>
              <div>
                <OperatorStatusToggle />
              </div>
            </>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
