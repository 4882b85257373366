import { useMutation } from '@tanstack/react-query';
import type { InviteRequest, InviteResponse } from '@shop/domain/contracts/invites';
import { api } from '@/lib/api-client';

/** POST /api/invite: emails the customer an invitation to the shop's online store. */
export function sendInvite(body: InviteRequest): Promise<InviteResponse> {
  return api<InviteResponse>('invite', { method: 'POST', body });
}

export function useSendInvite() {
  return useMutation({ mutationFn: sendInvite });
}
