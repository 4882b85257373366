import { useState } from 'react';
import { Button, Card, Group, Text, TextInput, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { BOOKING_MESSAGES } from '@shop/domain/contracts/bookings';
import { useTranslation } from 'react-i18next';

/**
 * Add More (another stringing, string flow without a free line) and Add Grip, each for a racket
 * named here; on the grip summary of a free stringing the grip is for the free racket.
 */
export function AddAnotherCard(props: {
  flow: 'string' | 'grip';
  anyFree: boolean;
  freeRacket: string;
  onAddMore(racketName: string): void;
  onAddGrip(racketName: string): void;
  onError(message: string): void;
}) {
  const { t } = useTranslation('bookings');
  const [racketName, setRacketName] = useState('');
  const hideRacketField = props.flow === 'grip' && props.anyFree;
  const addMore = () =>
    racketName.trim() ? props.onAddMore(racketName.trim()) : props.onError(BOOKING_MESSAGES.racketNameBeforeAddMore);
  const addGrip = () => {
    const name = hideRacketField ? props.freeRacket : racketName.trim();
    return name ? props.onAddGrip(name) : props.onError(BOOKING_MESSAGES.racketNameBeforeAddGrip);
  };
  return (
    <Card>
      <Title order={3} size="h5" mb="xs">
        {props.flow === 'grip' || props.anyFree ? t('addGrip') : t('addAnother.title')}
      </Title>
      <Group align="flex-end" wrap="wrap" gap="sm">
        {hideRacketField ? (
          <Text size="sm" c="dimmed" style={{ flex: 1 }}>
            {t('addAnother.gripFor', { racket: props.freeRacket })}
          </Text>
        ) : (
          <TextInput
            label={t('racketName')}
            placeholder={t('addAnother.placeholder')}
            value={racketName}
            onChange={(e) => setRacketName(e.currentTarget.value)}
            style={{ flex: 1, minWidth: 200 }}
          />
        )}
        {props.flow === 'string' && !props.anyFree ? (
          <Button variant="light" leftSection={<IconPlus size={16} />} onClick={addMore}>
            {t('addMore')}
          </Button>
        ) : null}
        <Button variant="light" leftSection={<IconPlus size={16} />} onClick={addGrip}>
          {t('addGrip')}
        </Button>
      </Group>
    </Card>
  );
}
