import {
  type MediaItem,
  type MediaUpdateInput,
  mediaItemReplySchema,
  mediaListReplySchema,
  mediaUploadReplySchema,
  mediaUsagesReplySchema,
  messageReplySchema,
} from '@newsroom/shared';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiGet, apiRequest, withQuery } from './api.ts';

/** The filters of the 'Médiatár' grid and the picker (GET /api/media). */
export interface MediaFilters {
  q: string;
  unused: boolean;
  uploader: string;
  from: string;
  to: string;
}

export const EMPTY_MEDIA_FILTERS: MediaFilters = { q: '', unused: false, uploader: '', from: '', to: '' };

const MEDIA_KEY = ['media'] as const;

/** The library, newest first, a page at a time (keyset: `pagination.next`). */
export function useMediaPages(filters: MediaFilters) {
  return useInfiniteQuery({
    queryKey: [...MEDIA_KEY, 'list', filters],
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) =>
      apiGet(
        withQuery('/media', {
          q: filters.q,
          unused: filters.unused ? '1' : '',
          uploader: filters.uploader,
          from: filters.from,
          to: filters.to,
          after: pageParam,
        }),
        mediaListReplySchema,
        signal,
      ),
    getNextPageParam: (last) => last.pagination.next ?? undefined,
    placeholderData: keepPreviousData,
  });
}

export function useMediaItem(id: number | null) {
  return useQuery({
    queryKey: [...MEDIA_KEY, 'item', id],
    queryFn: ({ signal }) => apiGet(`/media/${id}`, mediaItemReplySchema, signal).then((r) => r.data),
    enabled: id !== null,
  });
}

export function useMediaUsages(id: number | null) {
  return useQuery({
    queryKey: [...MEDIA_KEY, 'usages', id],
    queryFn: ({ signal }) =>
      apiGet(`/media/${id}/usages`, mediaUsagesReplySchema, signal).then((r) => r.data),
    enabled: id !== null,
  });
}

function fileForm(file: File, details: { alt?: string } = {}): FormData {
  const form = new FormData();
  if (details.alt) form.append('alt', details.alt);
  form.append('file', file, file.name);
  return form;
}

/** Every change to the library refreshes its lists and items. */
function useMediaMutation<A, R>(mutationFn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MEDIA_KEY }),
  });
}

/** POST /api/media (multipart): the reply says whether the same image was in the library already. */
export function useUploadMedia() {
  return useMediaMutation((file: File) =>
    apiRequest('POST', '/media', mediaUploadReplySchema, { form: fileForm(file) }),
  );
}

export function useUpdateMedia() {
  return useMediaMutation(({ id, input }: { id: number; input: MediaUpdateInput }) =>
    apiRequest('PUT', `/media/${id}`, mediaItemReplySchema, { body: input }),
  );
}

/** 'Csere': a new file at the same address. */
export function useReplaceMedia() {
  return useMediaMutation(({ id, file }: { id: number; file: File }) =>
    apiRequest('POST', `/media/${id}/replace`, mediaItemReplySchema, { form: fileForm(file) }),
  );
}

export function useDeleteMedia() {
  return useMediaMutation((id: number) => apiRequest('DELETE', `/media/${id}`, messageReplySchema));
}

/** The smallest WebP copy of an item, for a grid tile (the original when it has none). */
export function tileSource(item: MediaItem): string {
  return item.sources.webp[0]?.url ?? item.url;
}

/** A `srcset` of an item's WebP copies. */
export function srcSetOf(item: MediaItem): string {
  return item.sources.webp.map((v) => `${v.url} ${v.width}w`).join(', ');
}
