import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ticketWasUpdated } from '@shop/domain/ticket-status';

/** The Updated pill: shown when updated_at is more than 2 seconds after created_at. */
export function UpdatedPill({ createdAt, updatedAt }: { createdAt: string; updatedAt: string }) {
  const { t } = useTranslation('tickets');
  if (!ticketWasUpdated(createdAt, updatedAt)) return null;
  return (
    <Badge size="xs" variant="outline" color="grape.9" radius="xl">
      {t('columns.updated')}
    </Badge>
  );
}
