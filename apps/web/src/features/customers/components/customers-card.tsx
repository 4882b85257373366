import { Card, Text, Title } from '@mantine/core';

/** Dashboard home card; filled in by its issue. */
export function CustomersCard() {
  return (
    <Card>
      <Title order={4}>Customers</Title>
      <Text c="dimmed" size="sm">
        Not built yet.
      </Text>
    </Card>
  );
}
