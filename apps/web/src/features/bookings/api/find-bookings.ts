import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingListResponse } from '@shop/domain/contracts/bookings';
import type { BookingStatus } from '@shop/domain/booking-status';
import type { BookingPaymentFilter } from '@shop/domain/contracts/held-payments';
import { api } from '@/lib/api-client';

export interface FindBookingsQuery {
  search?: string;
  status?: BookingStatus | '';
  /** held: only bookings whose online payment the provider holds. */
  payment?: BookingPaymentFilter | '';
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
