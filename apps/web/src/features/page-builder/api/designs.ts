import type { ContentPageAnswer } from '@butikkpanel/contracts';
import { isInteger, isRecord, isString } from '@butikkpanel/contracts/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AnswerSchema, apiRequest } from '@/lib/api-client';
import type { HtmlDesign } from '../editor/use-html-editor';

/** What the builder reads of a popup: its name, width and each variant's design. */
export interface PopupDesigns {
  id: number;
  name: string;
  maxWidth: number;
  variants: Array<{ id: number; name: string } & HtmlDesign>;
}

/** What the builder reads of a content page: its name, key, draft and whether it is published. */
export interface ContentDraft extends HtmlDesign {
  id: number;
  name: string;
  placementKey: string;
  publishedVersion: number;
  /** Its period (ISO instants; both null: the placement's default). */
  from: string | null;
  to: string | null;
  /** The block the shop shows in this placement now, and from and until when. */
  placementNow: ContentPageAnswer['placement_now'];
}

class DesignAnswerError extends Error {
  override readonly name = 'DesignAnswerError';
}

const project = (value: unknown) => (isRecord(value) ? value : null);
const design = (value: Record<string, unknown>, html: string, css: string): HtmlDesign => {
  if (!isString(value[html]) || !isString(value[css]))
    throw new DesignAnswerError('A design needs html and css');
  return { html: value[html], css: value[css], project: project(value.project) };
};

const popupAnswer: AnswerSchema<PopupDesigns> = {
  parse: (answer) => {
    const data = isRecord(answer) ? answer.data : null;
    if (!isRecord(data) || !isInteger(data.id) || !isString(data.name) || !Array.isArray(data.variants)) {
      throw new DesignAnswerError('A popup answer needs id, name and variants');
    }
    const settings = isRecord(data.settings) ? data.settings : {};
    return {
      id: data.id,
      name: data.name,
      maxWidth: isInteger(settings.max_width) ? settings.max_width : 800,
      variants: data.variants.map((variant: unknown) => {
        if (!isRecord(variant) || !isInteger(variant.id) || !isString(variant.name)) {
          throw new DesignAnswerError('A variant needs id and name');
        }
        return { id: variant.id, name: variant.name, ...design(variant, 'html', 'css') };
      }),
    };
  },
};

const orNull = (value: unknown) => (isString(value) ? value : null);
const placementNow = (value: unknown): ContentDraft['placementNow'] =>
  isRecord(value) && isInteger(value.id) && isString(value.name)
    ? { id: value.id, name: value.name, from: orNull(value.from), until: orNull(value.until) }
    : null;

const contentAnswer: AnswerSchema<ContentDraft> = {
  parse: (answer) => {
    const data = (isRecord(answer) ? answer.data : null) as Partial<ContentPageAnswer> | null;
    if (!isRecord(data) || !isInteger(data.id) || !isString(data.name) || !isString(data.placement_key)) {
      throw new DesignAnswerError('A content page needs id, name and key');
    }
    return {
      id: data.id,
      name: data.name,
      placementKey: data.placement_key,
      publishedVersion: isInteger(data.published_version) ? data.published_version : 0,
      from: isString(data.from) ? data.from : null,
      to: isString(data.to) ? data.to : null,
      placementNow: placementNow(data.placement_now),
      ...design(data, 'draft_html', 'draft_css'),
    };
  },
};

/** Under the areas' own keys, so the lists refresh after a save here. */
const keys = {
  popup: (accountId: string, id: number) => ['popups', accountId, 'builder', id] as const,
  popups: (accountId: string) => ['popups', accountId] as const,
  content: (accountId: string, id: number) => ['contentbuilder', accountId, 'builder', id] as const,
  contents: (accountId: string) => ['contentbuilder', accountId] as const,
};

// The editor is made once from the first answer; a refetch would only be thrown away.
const once = { retry: false, refetchOnWindowFocus: false, staleTime: Number.POSITIVE_INFINITY } as const;

export function usePopupDesigns(accountId: string, id: number) {
  return useQuery({
    queryKey: keys.popup(accountId, id),
    queryFn: ({ signal }) => apiRequest(`/popups/${id}`, { schema: popupAnswer, accountId, signal }),
    ...once,
  });
}

export function useSavePopupDesign(accountId: string, popupId: number, variantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: HtmlDesign) =>
      apiRequest(`/popups/${popupId}/variants/${variantId}/design`, {
        method: 'PUT',
        body,
        schema: popupAnswer,
        accountId,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.popups(accountId) }),
  });
}

export function useContentDraft(accountId: string, id: number) {
  return useQuery({
    queryKey: keys.content(accountId, id),
    queryFn: ({ signal }) => apiRequest(`/content-pages/${id}`, { schema: contentAnswer, accountId, signal }),
    ...once,
  });
}

export function useSaveContentDraft(accountId: string, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: HtmlDesign) =>
      apiRequest(`/content-pages/${id}/design`, { method: 'PUT', body, schema: contentAnswer, accountId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.contents(accountId) }),
  });
}

export function usePublishContent(accountId: string, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(`/content-pages/${id}/publish`, {
        method: 'POST',
        body: {},
        schema: contentAnswer,
        accountId,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.contents(accountId) }),
  });
}
