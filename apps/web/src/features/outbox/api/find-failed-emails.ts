import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FailedEmailsResponse } from '@shop/domain/contracts/outbox';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/api/query-keys';

/** GET /api/admin/failed-emails: the emails the outbox gave up on, newest first. */
export function findFailedEmails(): Promise<FailedEmailsResponse> {
  return api<FailedEmailsResponse>('admin/failed-emails');
}

export const failedEmailsQueryOptions = queryOptions({
  queryKey: queryKeys.failedEmails.all,
  queryFn: findFailedEmails,
});

export function useFailedEmails() {
  return useQuery(failedEmailsQueryOptions);
}
