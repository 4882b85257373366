import { useMutation } from '@tanstack/react-query';
import type { SetPasswordRequest } from '@shop/domain/contracts/accounts';
import type { MessageResponse } from '@shop/domain/contracts/common';
import { api } from '@/lib/api-client';

/** POST /api/admin/reset-password: a new password, with the token from the reset email. */
export function resetPassword(body: SetPasswordRequest): Promise<MessageResponse> {
  return api<MessageResponse>('admin/reset-password', { method: 'POST', body, auth: false });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
