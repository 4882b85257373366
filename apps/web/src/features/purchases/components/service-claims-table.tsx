import { aed, formatAed } from '@shop/domain/money';
import { useState } from 'react';
import { Badge, Card, Text, Title } from '@mantine/core';
import type { ServiceClaim } from '@shop/domain/contracts/purchases';
import { formatShopDate } from '@shop/domain/time';
import { DataList, type DataColumn } from '@/components/ui/data-list';

export const CLAIMS_PAGE_SIZE = 5;

const columns: DataColumn<ServiceClaim>[] = [
  { header: 'Racket', cell: (c) => <Text size="sm">{c.racket_name}</Text> },
  {
    header: 'Booking date',
    nowrap: true,
    cell: (c) => <Text size="sm">{formatShopDate(c.booking_date)}</Text>,
  },
  {
    header: 'Claim',
    card: 'corner',
    cell: (c) => (
      <Badge variant="light" radius="sm">
        {c.claim_number} of 10
      </Badge>
    ),
  },
  { header: 'Value', align: 'right', cell: (c) => <Text size="sm">{formatAed(aed(c.value))}</Text> },
];

/** Free-service claims, newest first, 5 a page (the whole list is loaded; it is paged here). */
export function ServiceClaimsTable({ claims }: { claims: ServiceClaim[] }) {
  const [page, setPage] = useState(1);
  const shown = claims.slice((page - 1) * CLAIMS_PAGE_SIZE, page * CLAIMS_PAGE_SIZE);
  return (
    <Card>
      <Title order={2} size="h4" mb="sm">
        Free-service claims
      </Title>
      <DataList
        columns={columns}
        rows={shown}
        rowKey={(c) => c.claim_id}
        rowLabel={(c) => `${c.racket_name}, claim ${c.claim_number} of 10`}
        loading={false}
        loadingLabel=""
        error={null}
        emptyMessage="No free stringings claimed yet."
        pager={{ page, pageSize: CLAIMS_PAGE_SIZE, total: claims.length, onChange: setPage }}
        minWidth={420}
      />
    </Card>
  );
}
