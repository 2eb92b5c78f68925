import {
  type BuilderComponentBody,
  type BuilderKind,
  builderComponentSchema,
  builderImageListSchema,
  builderImageSchema,
} from '@butikkpanel/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AnswerSchema, apiRequest, noContent } from '@/lib/api-client';
import { dataAnswer } from '@/lib/data-answer';

/** A list answer, each item checked with its contracts schema. */
export const listOf = <T>(schema: AnswerSchema<T>): AnswerSchema<T[]> => ({
  parse: (value) => {
    if (!Array.isArray(value)) throw new Error('expected a list');
    return value.map((item) => schema.parse(item));
  },
});

const componentAnswer = dataAnswer(builderComponentSchema);
const componentListAnswer = dataAnswer(listOf(builderComponentSchema));
const imageListAnswer = dataAnswer(builderImageListSchema);

/**
 * What the builders (e-mail, popup, content) share: saved components per kind of builder, and the files.
 * Per account, so leaving the account drops them.
 */
export const builderAssetKeys = {
  all: (accountId: string) => ['builder-assets', accountId] as const,
  components: (accountId: string, kind: BuilderKind) =>
    [...builderAssetKeys.all(accountId), 'components', kind] as const,
  images: (accountId: string) => [...builderAssetKeys.all(accountId), 'images'] as const,
  sharedImages: (accountId: string) => [...builderAssetKeys.all(accountId), 'shared-images'] as const,
};

export function useBuilderComponents(accountId: string, kind: BuilderKind) {
  return useQuery({
    queryKey: builderAssetKeys.components(accountId, kind),
    queryFn: async ({ signal }) =>
      (
        await apiRequest(`/builder/components?builder=${kind}`, {
          schema: componentListAnswer,
          accountId,
          signal,
        })
      ).data,
    retry: false,
  });
}

export function useSaveComponent(accountId: string, kind: BuilderKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Omit<BuilderComponentBody, 'builder'>) =>
      (
        await apiRequest('/builder/components', {
          method: 'POST',
          body: { builder: kind, ...body },
          schema: componentAnswer,
          accountId,
        })
      ).data,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: builderAssetKeys.components(accountId, kind) }),
  });
}

export function useDeleteComponent(accountId: string, kind: BuilderKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/builder/components/${id}`, { method: 'DELETE', schema: noContent, accountId }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: builderAssetKeys.components(accountId, kind) }),
  });
}

/** The account's uploaded design images (jpg, png, webp up to 1 MB). */
export function useBuilderImages(accountId: string) {
  return useQuery({
    queryKey: builderAssetKeys.images(accountId),
    queryFn: async ({ signal }) =>
      (await apiRequest('/builder/images', { schema: imageListAnswer, accountId, signal })).data,
    retry: false,
  });
}

/** One image file to the account's stored files; answers it with its address. */
export function useUploadImage(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) =>
      (
        await apiRequest('/builder/images', {
          method: 'POST',
          file,
          schema: dataAnswer(builderImageSchema),
          accountId,
        })
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: builderAssetKeys.images(accountId) }),
  });
}

/** The platform's shared images: every account may use them, none may change them (spec section 6). */
export function useSharedImages(accountId: string) {
  return useQuery({
    queryKey: builderAssetKeys.sharedImages(accountId),
    queryFn: async ({ signal }) =>
      (await apiRequest('/builder/images?library=shared', { schema: imageListAnswer, accountId, signal }))
        .data,
    retry: false,
    staleTime: 5 * 60_000,
  });
}
