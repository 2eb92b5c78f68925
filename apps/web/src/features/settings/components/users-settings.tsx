import { MEMBERSHIP_ROLES, type OpenInvitation, type TeamMember } from '@butikkpanel/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormErrorAlert } from '@/components/form-error-alert';
import { ScrollTable } from '@/components/scroll-table';
import { VisuallyHidden } from '@/components/visually-hidden';
import { formatDateTime } from '@/lib/format';
import {
  useChangeMemberRole,
  useRemoveMember,
  useResendInvitation,
  useRevokeInvitation,
  useTeam,
} from '../api/users-settings-api';
import { UsersInviteDialog } from './users-invite-dialog';

const fullName = (person: { firstname: string; lastname: string; email: string }) =>
  `${person.firstname} ${person.lastname}`.trim() || person.email;

/** settings/users: the account's users and open invitations; owners and staff manage, members read. */
export function UsersSettings({ accountId }: { accountId: string }) {
  const { t, i18n } = useTranslation(['settings']);
  const language = i18n.resolvedLanguage ?? 'nb';
  const team = useTeam(accountId);
  const changeRole = useChangeMemberRole(accountId);
  const remove = useRemoveMember(accountId);
  const resend = useResendInvitation(accountId);
  const revoke = useRevokeInvitation(accountId);
  const [inviting, setInviting] = useState(false);
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const [revoking, setRevoking] = useState<OpenInvitation | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const canManage = team.data?.can_manage ?? false;

  const closeRemove = () => {
    setRemoving(null);
    remove.reset();
  };
  const closeRevoke = () => {
    setRevoking(null);
    revoke.reset();
  };

  return (
    <Stack spacing={3}>
      <Typography color="text.secondary">
        {canManage ? t('settings:users.intro') : t('settings:users.readOnly')}
      </Typography>
      {canManage && (
        <div>
          <Button variant="contained" onClick={() => setInviting(true)}>
            {t('settings:users.inviteButton')}
          </Button>
        </div>
      )}
      {notice && (
        <Alert severity="success" role="status" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      <FormErrorAlert error={team.error ?? changeRole.error ?? resend.error} />
      {team.isPending && <CircularProgress aria-label={t('settings:loading')} />}
      {team.data && (
        <>
          <section aria-labelledby="users-members-heading">
            <Typography id="users-members-heading" variant="h6" component="h2" gutterBottom>
              {t('settings:users.membersHeading')}
            </Typography>
            <Paper variant="outlined">
              <ScrollTable size="small" label={t('settings:users.membersTable')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('settings:users.columns.name')}</TableCell>
                    <TableCell>{t('settings:users.columns.email')}</TableCell>
                    <TableCell>{t('settings:users.columns.role')}</TableCell>
                    <TableCell>{t('settings:users.columns.since')}</TableCell>
                    {canManage && (
                      <TableCell>
                        <VisuallyHidden>{t('settings:users.columns.actions')}</VisuallyHidden>
                      </TableCell>
                    )}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {team.data.members.map((member) => (
                    <TableRow key={member.user_id}>
                      <TableCell>{fullName(member)}</TableCell>
                      <TableCell sx={{ overflowWrap: 'anywhere' }}>{member.email}</TableCell>
                      <TableCell>
                        {canManage ? (
                          <TextField
                            select
                            size="small"
                            value={member.role}
                            disabled={changeRole.isPending}
                            slotProps={{
                              htmlInput: {
                                'aria-label': t('settings:users.roleLabel', { name: fullName(member) }),
                              },
                            }}
                            onChange={(event) => {
                              const role = event.target.value as TeamMember['role'];
                              setNotice(null);
                              changeRole.mutate(
                                { userId: member.user_id, role },
                                { onSuccess: () => setNotice(t('settings:users.roleChanged')) },
                              );
                            }}
                          >
                            {MEMBERSHIP_ROLES.map((role) => (
                              <MenuItem key={role} value={role}>
                                {t(`settings:users.roles.${role}`)}
                              </MenuItem>
                            ))}
                          </TextField>
                        ) : (
                          t(`settings:users.roles.${member.role}`)
                        )}
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {formatDateTime(member.since, language)}
                      </TableCell>
                      {canManage && (
                        <TableCell align="right">
                          <Button
                            color="error"
                            size="small"
                            aria-label={t('settings:users.removeLabel', { name: fullName(member) })}
                            onClick={() => setRemoving(member)}
                          >
                            {t('settings:users.remove')}
                          </Button>
                        </TableCell>
                      )}
                    </TableRow>
                  ))}
                </TableBody>
              </ScrollTable>
            </Paper>
          </section>
          <section aria-labelledby="users-invitations-heading">
            <Typography id="users-invitations-heading" variant="h6" component="h2" gutterBottom>
              {t('settings:users.invitationsHeading')}
            </Typography>
            <Paper variant="outlined">
              {team.data.invitations.length === 0 ? (
                <Typography sx={{ p: 3 }}>{t('settings:users.noInvitations')}</Typography>
              ) : (
                <ScrollTable size="small" label={t('settings:users.invitationsTable')}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('settings:users.columns.email')}</TableCell>
                      <TableCell>{t('settings:users.columns.name')}</TableCell>
                      <TableCell>{t('settings:users.columns.role')}</TableCell>
                      <TableCell>{t('settings:users.columns.invited')}</TableCell>
                      <TableCell>{t('settings:users.columns.expires')}</TableCell>
                      {canManage && (
                        <TableCell>
                          <VisuallyHidden>{t('settings:users.columns.actions')}</VisuallyHidden>
                        </TableCell>
                      )}
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {team.data.invitations.map((invitation) => (
                      <TableRow key={invitation.id}>
                        <TableCell sx={{ overflowWrap: 'anywhere' }}>{invitation.email}</TableCell>
                        <TableCell>{fullName(invitation)}</TableCell>
                        <TableCell>{t(`settings:users.roles.${invitation.role}`)}</TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>
                          {formatDateTime(invitation.invited_at, language)}
                        </TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>
                          {formatDateTime(invitation.expires_at, language)}
                        </TableCell>
                        {canManage && (
                          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                            <Button
                              size="small"
                              disabled={resend.isPending}
                              aria-label={t('settings:users.resendLabel', { email: invitation.email })}
                              onClick={() => {
                                setNotice(null);
                                resend.mutate(invitation.id, {
                                  onSuccess: () =>
                                    setNotice(t('settings:users.resent', { email: invitation.email })),
                                });
                              }}
                            >
                              {t('settings:users.resend')}
                            </Button>
                            <Button
                              color="error"
                              size="small"
                              aria-label={t('settings:users.revokeLabel', { email: invitation.email })}
                              onClick={() => setRevoking(invitation)}
                            >
                              {t('settings:users.revoke')}
                            </Button>
                          </TableCell>
                        )}
                      </TableRow>
                    ))}
                  </TableBody>
                </ScrollTable>
              )}
            </Paper>
          </section>
        </>
      )}
      {inviting && (
        <UsersInviteDialog
          accountId={accountId}
          onClose={(sentTo) => {
            setInviting(false);
            if (sentTo) setNotice(t('settings:users.invited', { email: sentTo }));
          }}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('settings:users.removeTitle')}
        text={t('settings:users.removeText', { name: removing ? fullName(removing) : '' })}
        confirmLabel={t('settings:users.remove')}
        cancelLabel={t('settings:users.cancel')}
        pending={remove.isPending}
        error={remove.error}
        onClose={closeRemove}
        onConfirm={() => {
          if (removing) remove.mutate(removing.user_id, { onSuccess: closeRemove });
        }}
      />
      <ConfirmDialog
        open={revoking !== null}
        title={t('settings:users.revokeTitle')}
        text={t('settings:users.revokeText', { email: revoking?.email ?? '' })}
        confirmLabel={t('settings:users.revoke')}
        cancelLabel={t('settings:users.cancel')}
        pending={revoke.isPending}
        error={revoke.error}
        onClose={closeRevoke}
        onConfirm={() => {
          if (revoking) revoke.mutate(revoking.id, { onSuccess: closeRevoke });
        }}
      />
    </Stack>
  );
}
