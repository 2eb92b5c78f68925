import { discountSourceListSchema } from '@butikkpanel/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { dataAnswer } from '@/lib/data-answer';
import { emailKeys } from '../query-keys';

const sourcesAnswer = dataAnswer(discountSourceListSchema);

/** The account's codes an e-mail can show: fixed codes and templates for unique codes. */
export function useDiscountSources(accountId: string) {
  return useQuery({
    queryKey: emailKeys.discountSources(accountId),
    queryFn: async ({ signal }) =>
      (await apiRequest('/emails/discount-sources', { schema: sourcesAnswer, accountId, signal })).data,
    retry: false,
  });
}
