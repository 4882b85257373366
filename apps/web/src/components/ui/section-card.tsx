import type { ReactNode } from 'react';
import { Card, Text, Title } from '@mantine/core';

/** A card of a detail screen: its heading, then the empty sentence when there is nothing to show, or the content. */
export function SectionCard({ title, empty, children }: { title: string; empty?: string | null; children: ReactNode }) {
  return (
    <Card>
      <Title order={2} size="h4" mb="md">
        {title}
      </Title>
      {empty ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        children
      )}
    </Card>
  );
}
