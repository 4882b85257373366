import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { BookingListResponse } from '@shop/domain/contracts/bookings';
import type { BookingStatus } from '@shop/domain/booking-status';
import type { BookingPaymentFilter } from '@shop/domain/contracts/held-payments';
import { bookingsCsvFileName } from '@shop/domain/contracts/booking-filters';
import type { Store } from '@shop/domain/pickup';
import { api, apiBlob, downloadBlob } from '@/lib/api-client';

export interface FindBookingsQuery {
  search?: string;
  status?: BookingStatus | '';
  /** held: only bookings whose online payment the provider holds. */
  payment?: BookingPaymentFilter | '';
  page?: number;
  pageSize?: number;
  /** The previous page's nextCursor, for pages past those that open by number. */
  cursor?: string;
  /** Dubai days the booking was made (YYYY-MM-DD, both included) and its job's store; with both days, totals. */
  from?: string;
  to?: string;
  store?: string;
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

/** GET /api/bookings.csv: the filtered list (both days required), saved under the server's name. */
export function useDownloadBookingsCsv() {
  return useMutation({
    mutationFn: async (query: Pick<FindBookingsQuery, 'from' | 'to' | 'store' | 'search' | 'status'>) => {
      const blob = await apiBlob('bookings.csv', { query: { ...query } });
      downloadBlob(
        blob,
        bookingsCsvFileName({ from: query.from, to: query.to, store: query.store as Store | undefined }),
      );
    },
  });
}
