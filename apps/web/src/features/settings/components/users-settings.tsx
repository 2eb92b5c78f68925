import { MEMBERSHIP_ROLES, type OpenInvitation, type TeamMember } from '@butikkpanel/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataList, fromQuery } from '@/components/data-list';
import { FormErrorAlert } from '@/components/form-error-alert';
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
      <FormErrorAlert error={changeRole.error ?? resend.error} />
      <section aria-labelledby="users-members-heading">
        <Typography id="users-members-heading" variant="h6" component="h2" gutterBottom>
          {t('settings:users.membersHeading')}
        </Typography>
        <DataList
          {...fromQuery(team, (data) => data.members)}
          label={t('settings:users.membersTable')}
          loadingLabel={t('settings:loading')}
          rowKey={(member) => member.user_id}
          empty={{ title: t('settings:users.noMembers') }}
          defaultSort={{ key: 'name', direction: 'asc' }}
          columns={[
            { key: 'name', label: t('settings:users.columns.name'), sortValue: fullName, cell: fullName },
            {
              key: 'email',
              label: t('settings:users.columns.email'),
              sortValue: (member) => member.email,
              wrap: 'anywhere',
              cell: (member) => member.email,
            },
            {
              key: 'role',
              label: t('settings:users.columns.role'),
              sortValue: (member) => t(`settings:users.roles.${member.role}`),
              cell: (member) =>
                canManage ? (
                  <TextField
                    select
                    size="small"
                    value={member.role}
                    disabled={changeRole.isPending}
                    slotProps={{
                      htmlInput: { 'aria-label': t('settings:users.roleLabel', { name: fullName(member) }) },
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
                ),
            },
            {
              key: 'since',
              label: t('settings:users.columns.since'),
              sortValue: (member) => member.since,
              wrap: 'nowrap',
              cell: (member) => formatDateTime(member.since, language),
            },
          ]}
          rowActions={
            canManage
              ? {
                  label: t('settings:users.columns.actions'),
                  render: (member) => (
                    <Button
                      color="error"
                      size="small"
                      aria-label={t('settings:users.removeLabel', { name: fullName(member) })}
                      onClick={() => setRemoving(member)}
                    >
                      {t('settings:users.remove')}
                    </Button>
                  ),
                }
              : undefined
          }
        />
      </section>
      {team.data && (
        <section aria-labelledby="users-invitations-heading">
          <Typography id="users-invitations-heading" variant="h6" component="h2" gutterBottom>
            {t('settings:users.invitationsHeading')}
          </Typography>
          <DataList
            {...fromQuery(team, (data) => data.invitations)}
            label={t('settings:users.invitationsTable')}
            rowKey={(invitation) => invitation.id}
            empty={{ title: t('settings:users.noInvitations') }}
            columns={[
              {
                key: 'email',
                label: t('settings:users.columns.email'),
                sortValue: (invitation) => invitation.email,
                wrap: 'anywhere',
                cell: (invitation) => invitation.email,
              },
              { key: 'name', label: t('settings:users.columns.name'), cell: fullName },
              {
                key: 'role',
                label: t('settings:users.columns.role'),
                cell: (invitation) => t(`settings:users.roles.${invitation.role}`),
              },
              {
                key: 'invited',
                label: t('settings:users.columns.invited'),
                sortValue: (invitation) => invitation.invited_at,
                wrap: 'nowrap',
                cell: (invitation) => formatDateTime(invitation.invited_at, language),
              },
              {
                key: 'expires',
                label: t('settings:users.columns.expires'),
                sortValue: (invitation) => invitation.expires_at,
                wrap: 'nowrap',
                cell: (invitation) => formatDateTime(invitation.expires_at, language),
              },
            ]}
            rowActions={
              canManage
                ? {
                    label: t('settings:users.columns.actions'),
                    render: (invitation) => (
                      <>
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
                      </>
                    ),
                  }
                : undefined
            }
          />
        </section>
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
