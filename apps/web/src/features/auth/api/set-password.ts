import { useMutation } from '@tanstack/react-query';
import type { SetPasswordRequest } from '@shop/domain/contracts/accounts';
import type { MessageResponse } from '@shop/domain/contracts/common';
import { api } from '@/lib/api-client';

/** POST /api/admin/set-password: the first password, with the token from the approval email. */
export function setPassword(body: SetPasswordRequest): Promise<MessageResponse> {
  return api<MessageResponse>('admin/set-password', { method: 'POST', body, auth: false });
}

export function useSetPassword() {
  return useMutation({ mutationFn: setPassword });
}
