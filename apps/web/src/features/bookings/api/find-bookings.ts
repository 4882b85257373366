import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { BookingListQuery } from '@shop/domain/contracts/bookings';
import type { ApiListQuery } from '@/lib/list/api-list-query';
import type { BookingListResponse } from '@shop/domain/contracts/bookings';
import { bookingsCsvFileName } from '@shop/domain/contracts/booking-filters';
import type { Store } from '@shop/domain/pickup';
import { api, apiBlob, downloadBlob } from '@/lib/api-client';
import { queryKeys } from '@/api/query-keys';

/** GET's query, typed from the domain's (search, page, pageSize, cursor and the filters). */
export type FindBookingsQuery = ApiListQuery<BookingListQuery>;

export function findBookings(query: FindBookingsQuery): Promise<BookingListResponse> {
  return api<BookingListResponse>('bookings', { query: { ...query } });
}

export function findBookingsQueryOptions(query: FindBookingsQuery) {
  return queryOptions({
    queryKey: queryKeys.bookings.list(query),
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
