import { Card, Text, Title } from '@mantine/core';

/** Dashboard home card; filled in by its issue. */
export function RecentBookingsCard() {
  return (
    <Card>
      <Title order={4}>Recent bookings</Title>
      <Text c="dimmed" size="sm">
        Not built yet.
      </Text>
    </Card>
  );
}
