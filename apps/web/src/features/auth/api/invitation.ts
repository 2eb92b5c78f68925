import {
  type AcceptInvitationBody,
  invitationAnswerSchema,
  sessionAnswerSchema,
} from '@butikkpanel/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { authKeys } from '../query-keys';
import { startSession } from '../session';

const invitationPath = (key: string) => `/auth/invitations/${encodeURIComponent(key)}`;

/** Who is invited to which company; 404 invalid_invitation when unknown, used or expired. */
export function getInvitation(key: string) {
  return apiRequest(invitationPath(key), { schema: invitationAnswerSchema });
}

export const invitationQueryOptions = (key: string) =>
  queryOptions({
    queryKey: authKeys.invitation(key),
    queryFn: () => getInvitation(key),
    staleTime: Infinity,
  });

export function useInvitation(key: string) {
  return useQuery(invitationQueryOptions(key));
}

export function acceptInvitation(key: string, body: AcceptInvitationBody) {
  return apiRequest(`${invitationPath(key)}/accept`, { method: 'POST', body, schema: sessionAnswerSchema });
}

/** Accepting signs the user in, into the account they were invited to. */
export function useAcceptInvitation(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AcceptInvitationBody) => acceptInvitation(key, body),
    onSuccess: (answer) => startSession(queryClient, answer),
  });
}
