import { Button, Card, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { IconHandGrab, IconLayersSubtract, IconRibbonHealth, IconTournament } from '@tabler/icons-react';
import type { GripPreset } from '@shop/domain/pickup';

interface ServiceCard {
  title: string;
  description: string;
  action: string;
  icon: Icon;
  color: string;
  onClick(): void;
}

/** The four service cards of Our Services: Stringing Services, Grip Services, Base Grip and Overgrip. */
export function ServiceCards({ onStringing, onGrip }: { onStringing(): void; onGrip(preset: GripPreset): void }) {
  const cards: ServiceCard[] = [
    {
      title: 'Stringing Services',
      description: 'Restring a racket, regular or express.',
      action: 'Book Stringing',
      icon: IconTournament,
      color: 'court',
      onClick: onStringing,
    },
    {
      title: 'Grip Services',
      description: 'Replace a grip, any type.',
      action: 'Book Grip',
      icon: IconHandGrab,
      color: 'indigo',
      onClick: () => onGrip('none'),
    },
    {
      title: 'Base Grip',
      description: 'A new replacement (base) grip.',
      action: 'Book Base Grip',
      icon: IconLayersSubtract,
      color: 'orange',
      onClick: () => onGrip('base'),
    },
    {
      title: 'Overgrip',
      description: 'A fresh overgrip over the base grip.',
      action: 'Book Overgrip',
      icon: IconRibbonHealth,
      color: 'grape',
      onClick: () => onGrip('overgrip'),
    },
  ];
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
      {cards.map((card) => (
        <Card key={card.title}>
          <Stack gap="sm" h="100%" justify="space-between">
            <div>
              <ThemeIcon variant="light" color={card.color} size={40} radius="md" mb="sm">
                <card.icon size={22} />
              </ThemeIcon>
              <Text fw={650}>{card.title}</Text>
              <Text size="sm" c="dimmed">
                {card.description}
              </Text>
            </div>
            <Button variant="light" color={card.color} onClick={card.onClick} fullWidth>
              {card.action}
            </Button>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
