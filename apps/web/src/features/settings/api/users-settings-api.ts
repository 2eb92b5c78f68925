import {
  type ChangeMemberRoleBody,
  type CreateInvitationBody,
  invitationSchema,
  teamAnswerSchema,
} from '@butikkpanel/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, noContent } from '@/lib/api-client';
import { settingsKeys } from '../query-keys';

export const usersKey = (accountId: string) => [...settingsKeys.all(accountId), 'users'] as const;

export const usersQueryOptions = (accountId: string) =>
  queryOptions({
    queryKey: usersKey(accountId),
    queryFn: ({ signal }) => apiRequest('/accounts/users', { schema: teamAnswerSchema, accountId, signal }),
    retry: false,
  });

export function useTeam(accountId: string) {
  return useQuery(usersQueryOptions(accountId));
}

/** Every change to the team refreshes the one list of users and invitations. */
function useTeamMutation<V, R>(accountId: string, call: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKey(accountId) }),
  });
}

export function useInviteUser(accountId: string) {
  return useTeamMutation(accountId, (body: CreateInvitationBody) =>
    apiRequest('/accounts/invitations', { method: 'POST', body, schema: invitationSchema, accountId }),
  );
}

export function useResendInvitation(accountId: string) {
  return useTeamMutation(accountId, (id: string) =>
    apiRequest(`/accounts/invitations/${encodeURIComponent(id)}/resend`, {
      method: 'POST',
      schema: invitationSchema,
      accountId,
    }),
  );
}

export function useRevokeInvitation(accountId: string) {
  return useTeamMutation(accountId, (id: string) =>
    apiRequest(`/accounts/invitations/${encodeURIComponent(id)}`, {
      method: 'DELETE',
      schema: noContent,
      accountId,
    }),
  );
}

export function useChangeMemberRole(accountId: string) {
  return useTeamMutation(accountId, ({ userId, role }: { userId: string } & ChangeMemberRoleBody) =>
    apiRequest(`/accounts/users/${encodeURIComponent(userId)}/role`, {
      method: 'PUT',
      body: { role },
      schema: teamAnswerSchema,
      accountId,
    }),
  );
}

export function useRemoveMember(accountId: string) {
  return useTeamMutation(accountId, (userId: string) =>
    apiRequest(`/accounts/users/${encodeURIComponent(userId)}`, {
      method: 'DELETE',
      schema: noContent,
      accountId,
    }),
  );
}
