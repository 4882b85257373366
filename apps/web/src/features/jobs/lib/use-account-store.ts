import { useQuery } from '@tanstack/react-query';
import type { Store } from '@shop/domain/pickup';
import { profileQueryOptions } from '@/api/profile';

/**
 * The account's store (Profile), which the bench and its tiles show unless another is chosen;
 * `known` turns true once the profile has answered (or failed), so the lists wait for it and are
 * not fetched twice.
 */
export function useAccountStore(): { store: Store | null; known: boolean } {
  const profile = useQuery(profileQueryOptions);
  return { store: profile.data?.default_store ?? null, known: !profile.isPending };
}
