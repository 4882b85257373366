import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DueReminder, SendRemindersInput, SendRemindersResponse } from '@shop/domain/contracts/reminders';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/api/query-keys';

/** GET /api/reminders/due?within=N: rackets due now (0) or within N days, due first. */
export const dueRemindersQueryOptions = (within: number) =>
  queryOptions({
    queryKey: queryKeys.reminders.due(within),
    queryFn: () => api<DueReminder[]>('reminders/due', { query: { within: String(within) } }),
  });

export function useDueReminders(within: number) {
  return useQuery(dueRemindersQueryOptions(within));
}

/** POST /api/reminders/send: email the reminders (or record that they went by WhatsApp). */
export function useSendReminders() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SendRemindersInput) => api<SendRemindersResponse>('reminders/send', { method: 'POST', body }),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.reminders.all }),
  });
}

/** POST /api/reminders/unsubscribe (public): the token of the email's link. */
export function unsubscribe(token: string): Promise<{ message: string }> {
  return api<{ message: string }>('reminders/unsubscribe', { method: 'POST', body: { token }, auth: false });
}
