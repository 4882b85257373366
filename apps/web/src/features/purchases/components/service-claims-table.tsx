import { useState } from 'react';
import { Badge, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { ServiceClaim } from '@shop/domain/contracts/purchases';
import { aed, formatAed } from '@shop/domain/money';
import { formatShopDate } from '@shop/domain/time';
import { PaginationBar } from '@/components/ui/pagination-bar';

export const CLAIMS_PAGE_SIZE = 5;

/** Free-service claims, newest first, 5 a page (docs/product/rules.md#limits). */
export function ServiceClaimsTable({ claims }: { claims: ServiceClaim[] }) {
  const [page, setPage] = useState(1);
  const shown = claims.slice((page - 1) * CLAIMS_PAGE_SIZE, page * CLAIMS_PAGE_SIZE);
  return (
    <Card>
      <Title order={2} size="h4" mb="sm">
        Free-service claims
      </Title>
      {claims.length === 0 ? (
        <Text size="sm" c="dimmed">
          No free stringings claimed yet.
        </Text>
      ) : (
        <>
          <Table.ScrollContainer
            minWidth={420}
            visibleFrom="sm"
            scrollAreaProps={{
              viewportProps: { tabIndex: 0, role: 'region', 'aria-label': 'Free stringings claimed' },
            }}
          >
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Racket</Table.Th>
                  <Table.Th>Booking date</Table.Th>
                  <Table.Th>Claim</Table.Th>
                  <Table.Th ta="right">Value</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.map((c) => (
                  <Table.Tr key={c.claim_id}>
                    <Table.Td>
                      <Text size="sm">{c.racket_name}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                        {formatShopDate(c.booking_date)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" radius="sm">
                        {c.claim_number} of 10
                      </Badge>
                    </Table.Td>
                    <Table.Td ta="right">
                      <Text size="sm">{formatAed(aed(c.value))}</Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {/* Phones: one line per claim instead of a table that scrolls sideways. */}
          <Stack gap={0} hiddenFrom="sm">
            {shown.map((c) => (
              <Group
                key={c.claim_id}
                justify="space-between"
                wrap="nowrap"
                py="xs"
                style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
              >
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600}>
                    {c.racket_name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatShopDate(c.booking_date)} · {formatAed(aed(c.value))}
                  </Text>
                </Stack>
                <Badge variant="light" radius="sm" style={{ flexShrink: 0 }}>
                  {c.claim_number} of 10
                </Badge>
              </Group>
            ))}
          </Stack>
          <PaginationBar page={page} pageSize={CLAIMS_PAGE_SIZE} total={claims.length} onChange={setPage} />
        </>
      )}
    </Card>
  );
}
