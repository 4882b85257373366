import { Button, Card, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { IconHandGrab, IconLayersSubtract, IconRibbonHealth, IconTournament } from '@tabler/icons-react';
import type { GripPreset } from '@shop/domain/pickup';
import { useTranslation } from 'react-i18next';

/** Where the screen's customer stands: being loaded, known, or failed to load. */
export type CustomerState = 'loading' | 'ready' | 'failed';

interface ServiceCard {
  title: string;
  description: string;
  action: string;
  icon: Icon;
  color: string;
  /** Starts a booking in the customer's checkout: waits until the customer is loaded. */
  needsCustomer: boolean;
  onClick(): void;
}

/**
 * The four service cards of Our Services: Stringing Services, Grip Services, Base Grip and Overgrip. The grip cards
 * start a booking in the customer's checkout, so until the customer is loaded (`customer`) their buttons show
 * a loader and take no click (a click then used to do nothing at all), and stay disabled when the customer failed
 * to load (the screen says so).
 */
export function ServiceCards({
  onStringing,
  onGrip,
  customer,
}: {
  onStringing(): void;
  onGrip(preset: GripPreset): void;
  customer: CustomerState;
}) {
  const { t } = useTranslation('purchases');
  const cards: ServiceCard[] = [
    {
      title: t('cards.stringing.title'),
      description: t('cards.stringing.description'),
      action: t('cards.stringing.action'),
      icon: IconTournament,
      color: 'court',
      needsCustomer: false,
      onClick: onStringing,
    },
    {
      title: t('cards.grip.title'),
      description: t('cards.grip.description'),
      action: t('cards.grip.action'),
      icon: IconHandGrab,
      color: 'indigo',
      needsCustomer: true,
      onClick: () => onGrip('none'),
    },
    {
      title: t('cards.base.title'),
      description: t('cards.base.description'),
      action: t('cards.base.action'),
      icon: IconLayersSubtract,
      color: 'orange',
      needsCustomer: true,
      onClick: () => onGrip('base'),
    },
    {
      title: t('cards.overgrip.title'),
      description: t('cards.overgrip.description'),
      action: t('cards.overgrip.action'),
      icon: IconRibbonHealth,
      color: 'grape',
      needsCustomer: true,
      onClick: () => onGrip('overgrip'),
    },
  ];
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
      {cards.map((card) => (
        <Card key={card.action}>
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
            <Button
              variant="light"
              color={card.color}
              onClick={card.onClick}
              loading={card.needsCustomer && customer === 'loading'}
              disabled={card.needsCustomer && customer === 'failed'}
              fullWidth
            >
              {card.action}
            </Button>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
