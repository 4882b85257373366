import { Card, Text, Title } from '@mantine/core';

/** Dashboard home card; filled in by its issue. */
export function LatestInvoicesCard() {
  return (
    <Card>
      <Title order={4}>Latest invoices</Title>
      <Text c="dimmed" size="sm">
        Not built yet.
      </Text>
    </Card>
  );
}
