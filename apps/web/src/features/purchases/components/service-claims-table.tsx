import { aed } from '@shop/domain/money';
import { useState } from 'react';
import { Badge, Card, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useFormat, type Formatter } from '@/lib/i18n/format';
import type { ServiceClaim } from '@shop/domain/contracts/purchases';
import { DataList, type DataColumn } from '@/components/ui/data-list';
import { Money } from '@/components/ui/money';

export const CLAIMS_PAGE_SIZE = 5;

const columnsOf = (t: TFunction<'purchases'>, format: Formatter): DataColumn<ServiceClaim>[] => [
  { header: t('claims.racket'), cell: (c) => <Text size="sm">{c.racket_name}</Text> },
  {
    header: t('claims.bookingDate'),
    nowrap: true,
    cell: (c) => <Text size="sm">{format.date(c.booking_date)}</Text>,
  },
  {
    header: t('claims.claim'),
    card: 'corner',
    cell: (c) => (
      <Badge variant="light" radius="sm">
        {t('claims.number', { number: c.claim_number, total: 10 })}
      </Badge>
    ),
  },
  {
    header: t('claims.value'),
    align: 'right',
    cell: (c) => (
      <Text size="sm">
        <Money value={aed(c.value)} />
      </Text>
    ),
  },
];

/** Free-service claims, newest first, 5 a page (the whole list is loaded; it is paged here). */
export function ServiceClaimsTable({ claims }: { claims: ServiceClaim[] }) {
  const { t } = useTranslation('purchases');
  const format = useFormat();
  const [page, setPage] = useState(1);
  const shown = claims.slice((page - 1) * CLAIMS_PAGE_SIZE, page * CLAIMS_PAGE_SIZE);
  return (
    <Card>
      <Title order={2} size="h4" mb="sm">
        {t('claims.title')}
      </Title>
      <DataList
        columns={columnsOf(t, format)}
        rows={shown}
        rowKey={(c) => c.claim_id}
        rowLabel={(c) => t('claims.rowLabel', { racket: c.racket_name, number: c.claim_number, total: 10 })}
        loading={false}
        loadingLabel=""
        error={null}
        emptyMessage={t('claims.empty')}
        pager={{ page, pageSize: CLAIMS_PAGE_SIZE, total: claims.length, onChange: setPage }}
        minWidth={420}
      />
    </Card>
  );
}
