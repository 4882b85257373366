import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordRequest } from '@shop/domain/contracts/accounts';
import type { MessageResponse } from '@shop/domain/contracts/common';
import { api } from '@/lib/api-client';

/** POST /api/admin/forgot-password: asks for a reset link (same answer whether or not the email exists). */
export function forgotPassword(body: ForgotPasswordRequest): Promise<MessageResponse> {
  return api<MessageResponse>('admin/forgot-password', { method: 'POST', body, auth: false });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
