import {
  type CampaignBodyInput,
  campaignAudienceSchema,
  campaignDaysSchema,
  campaignListSchema,
  campaignSchema,
  testSendAnswerSchema,
} from '@butikkpanel/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, noContent } from '@/lib/api-client';
import { dataAnswer } from '@/lib/data-answer';
import { emailKeys } from '../query-keys';

const listAnswer = dataAnswer(campaignListSchema);
const campaignAnswer = dataAnswer(campaignSchema);
const audienceAnswer = dataAnswer(campaignAudienceSchema);
const campaignPath = (id?: number) => (id === undefined ? '/emails/campaigns' : `/emails/campaigns/${id}`);
/** While a campaign sends, its figures move: its page and the list ask again this often. */
const SENDING_REFRESH_MS = 3000;
const isMoving = (status: string | undefined) => status === 'sending' || status === 'scheduled';

export function useCampaigns(accountId: string) {
  return useQuery({
    queryKey: emailKeys.campaigns(accountId),
    queryFn: async ({ signal }) =>
      (await apiRequest(campaignPath(), { schema: listAnswer, accountId, signal })).data,
    refetchInterval: (query) =>
      query.state.data?.some((campaign) => isMoving(campaign.status)) ? SENDING_REFRESH_MS : false,
    retry: false,
  });
}

export function useCampaign(accountId: string, id: number) {
  return useQuery({
    queryKey: emailKeys.campaign(accountId, id),
    queryFn: async ({ signal }) =>
      (await apiRequest(campaignPath(id), { schema: campaignAnswer, accountId, signal })).data,
    refetchInterval: (query) => (isMoving(query.state.data?.status) ? SENDING_REFRESH_MS : false),
    retry: false,
  });
}

/** Who the campaign would reach now, after consent and suppression. */
export function useCampaignAudience(accountId: string, id: number, enabled: boolean) {
  return useQuery({
    queryKey: emailKeys.campaignAudience(accountId, id),
    queryFn: async ({ signal }) =>
      (await apiRequest(`${campaignPath(id)}/audience`, { schema: audienceAnswer, accountId, signal })).data,
    enabled,
    retry: false,
  });
}

function useRefreshCampaigns(accountId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: emailKeys.campaigns(accountId) });
}

/** A draft as the form sends it: a template not chosen yet is left out, and the server says so. */
export type CampaignDraft = Omit<CampaignBodyInput, 'template_id'> & { template_id?: number };

/** Creates (no id) or updates a draft. */
export function useSaveCampaign(accountId: string, id?: number) {
  const refresh = useRefreshCampaigns(accountId);
  return useMutation({
    mutationFn: async (body: CampaignDraft) =>
      (
        await apiRequest(campaignPath(id), {
          method: id === undefined ? 'POST' : 'PUT',
          body,
          schema: campaignAnswer,
          accountId,
        })
      ).data,
    onSuccess: refresh,
  });
}

export type CampaignAction = 'send' | 'unschedule' | 'pause' | 'resume' | 'cancel';

/** Send now, take back a schedule, pause, resume or cancel. */
export function useCampaignAction(accountId: string, id: number) {
  const refresh = useRefreshCampaigns(accountId);
  return useMutation({
    mutationFn: async (action: CampaignAction) =>
      (
        await apiRequest(`${campaignPath(id)}/${action}`, {
          method: 'POST',
          schema: campaignAnswer,
          accountId,
        })
      ).data,
    onSuccess: refresh,
  });
}

export function useScheduleCampaign(accountId: string, id: number) {
  const refresh = useRefreshCampaigns(accountId);
  return useMutation({
    mutationFn: async (at: string) =>
      (
        await apiRequest(`${campaignPath(id)}/schedule`, {
          method: 'POST',
          body: { at },
          schema: campaignAnswer,
          accountId,
        })
      ).data,
    onSuccess: refresh,
  });
}

export function useDeleteCampaign(accountId: string, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(campaignPath(id), { method: 'DELETE', schema: noContent, accountId }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: emailKeys.campaign(accountId, id) });
      return queryClient.invalidateQueries({ queryKey: emailKeys.campaigns(accountId) });
    },
  });
}

/** A test of the campaign (its template, its subject) to any address. */
export function useCampaignTestSend(accountId: string, id: number) {
  return useMutation({
    mutationFn: async (to: string) =>
      (
        await apiRequest(`${campaignPath(id)}/test-send`, {
          method: 'POST',
          body: { to },
          schema: dataAnswer(testSendAnswerSchema),
          accountId,
        })
      ).data,
  });
}

/** The campaign's figures per Oslo day, refreshed with the campaign while it sends. */
export function useCampaignDaily(accountId: string, id: number, refresh: boolean) {
  return useQuery({
    queryKey: [...emailKeys.campaign(accountId, id), 'daily'],
    queryFn: async ({ signal }) =>
      (
        await apiRequest(`${campaignPath(id)}/daily`, {
          schema: dataAnswer(campaignDaysSchema),
          accountId,
          signal,
        })
      ).data,
    refetchInterval: refresh ? SENDING_REFRESH_MS : false,
    retry: false,
  });
}
