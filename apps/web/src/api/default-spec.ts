import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { JobSpecInput } from '@shop/domain/contracts/jobs';
import type { DefaultSpecInput, DefaultSpecView } from '@shop/domain/contracts/rackets';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/api/query-keys';

/**
 * The default spec has no racket (the booking adds the racket picked); the spec form edits a whole
 * spec, so the default travels through the web app with this stand-in racket, never shown or sent.
 */
export const DEFAULT_SPEC_RACKET: JobSpecInput['racket'] = {
  brand: 'Any',
  model: 'racket',
  pattern: '16x19',
  head_size: null,
};

export function defaultSpecToInput(view: DefaultSpecView): JobSpecInput {
  const { source: _source, updated_at: _updatedAt, ...spec } = view;
  return { racket: DEFAULT_SPEC_RACKET, ...spec };
}

function toDefaultSpecInput(spec: JobSpecInput): DefaultSpecInput {
  const { racket: _racket, ...rest } = spec;
  return rest;
}

/** GET /api/settings/default-spec (every role): the spec a new racket starts from. */
export const defaultSpecQueryOptions = queryOptions({
  queryKey: queryKeys.settings.defaultSpec(),
  queryFn: async () => defaultSpecToInput(await api<DefaultSpecView>('settings/default-spec')),
  staleTime: 5 * 60_000,
});

export function useDefaultSpec(enabled = true) {
  return useQuery({ ...defaultSpecQueryOptions, enabled });
}

/** PUT /api/settings/default-spec (superadmin). */
export function useSaveDefaultSpec() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (spec: JobSpecInput) =>
      defaultSpecToInput(
        await api<DefaultSpecView>('settings/default-spec', { method: 'PUT', body: toDefaultSpecInput(spec) }),
      ),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.settings.defaultSpec(), saved),
  });
}
