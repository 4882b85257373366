import { useQuery } from '@tanstack/react-query';
import type { Store } from '@shop/domain/pickup';
import { profileQueryOptions } from '@/api/profile';

/** The signed-in account's store (Profile, saved on the server): preselected in every in-store booking. */
export function useDefaultStore(): Store | null {
  return useQuery(profileQueryOptions).data?.default_store ?? null;
}
