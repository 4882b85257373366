import { Button, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { CANCELLATION_MESSAGES, type CreditNoteSummary } from '@shop/domain/contracts/cancellations';
import { aed } from '@shop/domain/money';
import { useDownloadCreditNote } from '@/api/download-credit-note';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/i18n/format';

/** The credit notes issued against an invoice, each downloadable as a PDF, listed under it. */
export function CreditNoteLinks({ notes }: { notes: CreditNoteSummary[] | undefined }) {
  const { t } = useTranslation('invoices');
  const format = useFormat();
  const download = useDownloadCreditNote();
  if (!notes?.length) return null;
  return (
    <Stack gap={2} align="flex-start" mt={4}>
      {notes.map((note) => (
        <Button
          key={note.id}
          size="compact-xs"
          variant="subtle"
          leftSection={<IconDownload size={12} />}
          aria-label={`${t(CANCELLATION_MESSAGES.creditNoteDownload, { ns: 'messages' })} ${note.credit_note_number}`}
          onClick={() =>
            download.mutate(note, {
              onError: () =>
                notifications.show({
                  color: 'red',
                  title: note.credit_note_number,
                  message: t('creditNote.failed'),
                }),
            })
          }
        >
          {note.credit_note_number} · <bdi dir="ltr">{`−${format.money(aed(note.amount))}`}</bdi>
        </Button>
      ))}
    </Stack>
  );
}
