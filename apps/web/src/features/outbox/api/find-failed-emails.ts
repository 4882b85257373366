import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FailedEmailsResponse } from '@shop/domain/contracts/outbox';
import { api } from '@/lib/api-client';

/** GET /api/admin/failed-emails: the emails the outbox gave up on, newest first. */
export function findFailedEmails(): Promise<FailedEmailsResponse> {
  return api<FailedEmailsResponse>('admin/failed-emails');
}

export const failedEmailsQueryOptions = queryOptions({ queryKey: ['failed-emails'], queryFn: findFailedEmails });

export function useFailedEmails() {
  return useQuery(failedEmailsQueryOptions);
}
