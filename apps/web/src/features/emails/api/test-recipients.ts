import { testRecipientsAnswerSchema } from '@butikkpanel/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { emailKeys } from '../query-keys';

const PATH = '/emails/test-recipients';

/** Whom test sends may reach (the account's users and verified addresses) and the day's count. */
export function useTestRecipients(accountId: string) {
  return useQuery({
    queryKey: emailKeys.testRecipients(accountId),
    queryFn: async ({ signal }) =>
      (await apiRequest(PATH, { schema: testRecipientsAnswerSchema, accountId, signal })).data,
  });
}

/** Mails a verification link to a new address; it becomes a recipient once the link is opened. */
export function useAddTestRecipient(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (address: string) =>
      (
        await apiRequest(PATH, {
          method: 'POST',
          body: { address },
          schema: testRecipientsAnswerSchema,
          accountId,
        })
      ).data,
    onSuccess: (data) => queryClient.setQueryData(emailKeys.testRecipients(accountId), data),
  });
}

/** After a test send (or a refused one): the day's count has moved. */
export function useRefreshTestRecipients(accountId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: emailKeys.testRecipients(accountId) });
}
