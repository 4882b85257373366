import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MailboxResponse } from '@shop/domain/contracts/accounts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/api/query-keys';

/** GET /api/dev/mailbox: the outbox's latest emails (development transport only). */
export function getMailbox(): Promise<MailboxResponse> {
  return api<MailboxResponse>('dev/mailbox');
}

export const mailboxQueryOptions = queryOptions({
  queryKey: queryKeys.mailbox.all,
  queryFn: getMailbox,
  refetchInterval: 5000,
  retry: false,
});

export function useMailbox() {
  return useQuery(mailboxQueryOptions);
}
