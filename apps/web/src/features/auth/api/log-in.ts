import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, LoginResponse } from '@shop/domain/contracts/accounts';
import { api } from '@/lib/api-client';

export function logIn(body: LoginRequest): Promise<LoginResponse> {
  return api<LoginResponse>('admin/login', { method: 'POST', body, auth: false });
}

export function useLogIn() {
  return useMutation({ mutationFn: logIn });
}
