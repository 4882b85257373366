import { useMutation } from '@tanstack/react-query';
import type { RegisterRequest } from '@shop/domain/contracts/accounts';
import type { MessageResponse } from '@shop/domain/contracts/common';
import { api } from '@/lib/api-client';

/** POST /api/admin/register: a self-registration request (no authorization). */
export function registerStaff(body: RegisterRequest): Promise<MessageResponse> {
  return api<MessageResponse>('admin/register', { method: 'POST', body, auth: false });
}

export function useRegisterStaff() {
  return useMutation({ mutationFn: registerStaff });
}
