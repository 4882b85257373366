import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingListResponse } from '@shop/domain/contracts/bookings';
import type { BookingStatus } from '@shop/domain/booking-status';
import { api } from '@/lib/api-client';

export interface FindBookingsQuery {
  search?: string;
  status?: BookingStatus | '';
  page?: number;
  pageSize?: number;
  /** The previous page's nextCursor, for pages past those that open by number. */
  cursor?: string;
}

export function findBookings(query: FindBookingsQuery): Promise<BookingListResponse> {
  return api<BookingListResponse>('bookings', { query: { ...query } });
}

export function findBookingsQueryOptions(query: FindBookingsQuery) {
  return queryOptions({
    queryKey: ['bookings', query],
    queryFn: () => findBookings(query),
  });
}

export function useFindBookings(query: FindBookingsQuery) {
  return useQuery(findBookingsQueryOptions(query));
}
